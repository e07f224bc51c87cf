/** Runs when the enhanced element leaves the page (or the lifecycle stops). */
export type Cleanup = () => void;

export interface MountContext<Settings = undefined> {
  /** The enhancer's name, for messages. */
  readonly name: string;
  /** Page settings the module asked for (see EnhancerModule.settings). */
  readonly settings: Settings;
  /** Aborted when the element is cleaned up: pass it to fetches and listeners. */
  readonly signal: AbortSignal;
  /** Reports an error from async work (handlers, requests) under this enhancer's name. */
  report(error: unknown): void;
}

/** What an enhancer's lazily loaded module exports. */
export interface EnhancerModule<Settings = undefined> {
  /** Reads and validates the page globals this enhancer needs; throws SettingsError when they are unusable. */
  settings?: () => Settings;
  /**
   * Starts the element's behaviour. A promise says it is not in place until it settles (a library file still
   * loading): interactions held until the mount stay held until then.
   */
  mount(element: Element, context: MountContext<Settings>): Cleanup | void | Promise<Cleanup | void>;
}

/**
 * When an enhancer's code loads and mounts (GitHub Catalyst's `lazyDefine` strategies):
 * - `ready`: at DOM ready, for what the visitor sees or uses at once;
 * - `visible`: when the element comes near the viewport;
 * - `interaction`: on the first pointerdown, focus, key or submit inside the element;
 * - `hover`: as `interaction`, or when the pointer first comes over it, for what answers to hover alone and
 *   shows nothing until then (the mount sees where the pointer is).
 * With every strategy the code is fetched early on intent (pointer over, focus), and an interaction that
 * arrives before the mount is held and replayed once after it (see held-interactions.ts).
 */
export type LoadStrategy = 'ready' | 'visible' | 'interaction' | 'hover';

/** What the entry knows about an enhancer: a few bytes, no code. */
export interface EnhancerDefinition {
  /** Unique kebab-case name, used in selection lists and console messages. */
  name: string;
  /** Behaviour family (consent, booking, theme, ...): selection lists may name it instead. */
  family: string;
  /** Elements to enhance, now and when inserted later. */
  selector: string;
  /** When to load and mount (default `ready`). */
  strategy?: LoadStrategy;
  /**
   * Controls elsewhere on the page whose use counts as using this element (a dialog's openers): with
   * `interaction`, they wake it too, and their clicks are held and replayed like its own.
   */
  triggers?: string;
  /** Cheap check without loading code, e.g. "the page global exists". */
  when?: () => boolean;
  // The module type is erased here: each module is checked against EnhancerModule where it is written.
  load(): Promise<{ default: EnhancerModule<any> }>;
}

/**
 * Loads and mounts the `interaction` enhancers of an element now: for an at-rest part that sees a use the
 * strategy cannot (the pointer coming over a zoom box, a product added to the cart elsewhere).
 */
export function wakeEnhancers(element: Element): void {
  element.dispatchEvent(new Event('enhance:wake'));
}

/** Typed helper for writing an enhancer module. */
export function defineEnhancerModule<Settings = undefined>(
  module: EnhancerModule<Settings>,
): EnhancerModule<Settings> {
  return module;
}

/**
 * A family of enhancers whose list loads on demand: the entry holds only this cheap check, so adding
 * enhancers to a family costs the entry nothing. Selection lists may name the family to skip it whole.
 */
export interface EnhancerFamily {
  family: string;
  /** Does this page have the family at all? Usually: is its page global printed. */
  when: () => boolean;
  load(): Promise<{ default: readonly EnhancerDefinition[] }>;
}

// Replaced by the build (rollup's replace plugin): 'production' in dist/, 'development' in dist-dev/.
declare const process: { env: { NODE_ENV?: string } };

/**
 * The definitions with the named ones given a load strategy (a family's list says its strategies in one place).
 * A strategy for a name the list lacks (a typo) throws, in the tests and the development build; the production
 * build leaves the check out (every theme page loads this code), and test/unit/family-lists.test.ts loads every
 * family's list.
 */
export function withStrategies(
  definitions: readonly EnhancerDefinition[],
  strategies: Readonly<Record<string, LoadStrategy>>,
): EnhancerDefinition[] {
  if (process.env.NODE_ENV !== 'production') {
    const unknown = Object.keys(strategies).filter((name) => !definitions.some((definition) => definition.name === name));
    if (unknown.length > 0) throw new Error(`Strategies for unknown enhancers: ${unknown.join(', ')}`);
  }
  return definitions.map((definition) => {
    const strategy = strategies[definition.name];
    return strategy ? { ...definition, strategy } : definition;
  });
}

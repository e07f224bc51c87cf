import type { EnhancerDefinition } from './enhancer';

/** Which enhancers a site runs: all by default, or only some, minus any skipped. Names or family names. */
export interface EnhancerSelection {
  only?: readonly string[];
  skip?: readonly string[];
}

declare global {
  interface Window {
    /** Set by the site before the module runs, e.g. `window.wpEnhance = { only: ['consent'] }`. */
    wpEnhance?: { only?: string | string[]; skip?: string | string[]; timeoutMs?: number };
  }
}

const toList = (value: unknown): string[] | undefined => {
  if (Array.isArray(value)) return value.map(String).map((name) => name.trim()).filter(Boolean);
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return undefined;
};

/**
 * Reads the selection from `data-enhance-only` / `data-enhance-skip` on any script tag,
 * then from `window.wpEnhance`; the script tag wins where both are given.
 */
export function readSelection(doc: Document = document): EnhancerSelection {
  const script = doc.querySelector('script[data-enhance-only], script[data-enhance-skip]');
  const global = doc.defaultView?.wpEnhance;
  const only = toList(script?.getAttribute('data-enhance-only') ?? undefined) ?? toList(global?.only);
  const skip = toList(script?.getAttribute('data-enhance-skip') ?? undefined) ?? toList(global?.skip);
  return { ...(only && { only }), ...(skip && { skip }) };
}

export function selectEnhancers(
  definitions: readonly EnhancerDefinition[],
  { only, skip }: EnhancerSelection,
): EnhancerDefinition[] {
  const named = (list: readonly string[], definition: EnhancerDefinition) =>
    list.includes(definition.name) || list.includes(definition.family);
  return definitions.filter(
    (definition) => (!only || named(only, definition)) && !(skip && named(skip, definition)),
  );
}

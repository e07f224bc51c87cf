import type { EnhancerDefinition } from './enhancer';

/** Which enhancers a site runs: all by default, or only some, minus any skipped. Names or family names. */
export interface EnhancerSelection {
  only?: readonly string[];
  skip?: readonly string[];
}

declare global {
  interface Window {
    /**
     * Set by the site before the module runs, e.g. `window.wpEnhance = { only: ['consent'] }`;
     * `mapsApiKey`: the Google Maps API key when the theme's Maps script is not on the page;
     * `prefetch: false`: do not fetch the code of waiting enhancers once the page is idle (it then loads on
     * intent or use, as for a visitor whose browser asks to save data).
     */
    wpEnhance?: { only?: string | string[]; skip?: string | string[]; timeoutMs?: number; mapsApiKey?: string; prefetch?: boolean };
  }
}

// A list given as an array or as text separated by spaces or commas; anything else (null too) is no list.
const toList = (value: unknown): string[] | undefined =>
  (Array.isArray(value) ? value.map((name) => String(name).trim()) : typeof value === 'string' ? value.split(/[\s,]+/) : undefined)?.filter(Boolean);

/**
 * Reads the selection from `data-enhance-only` / `data-enhance-skip` on any script tag,
 * then from `window.wpEnhance`; the script tag wins where both are given.
 */
export function readSelection(doc: Document = document): EnhancerSelection {
  const script = doc.querySelector('script[data-enhance-only], script[data-enhance-skip]');
  const global = doc.defaultView?.wpEnhance;
  const only = toList(script?.getAttribute('data-enhance-only')) ?? toList(global?.only);
  const skip = toList(script?.getAttribute('data-enhance-skip')) ?? toList(global?.skip);
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

/** A jQuery collection, as far as the starters use it: a library's plugin method called by name. */
export interface JQueryCollection {
  [plugin: string]: unknown;
}

type JQueryFunction = ((target: Element | Element[] | string) => JQueryCollection) & { fn?: Record<string, unknown> };

/**
 * The page's jQuery when a library left on the page has added `plugin` to it (`magnificPopup`, `isotope`, …);
 * undefined otherwise (the site did not print the library: the starter then leaves the server's markup as it is).
 */
export function jQueryWith(plugin: string, win: Window = window): JQueryFunction | undefined {
  const jQuery = (win as unknown as { jQuery?: JQueryFunction }).jQuery;
  return typeof jQuery === 'function' && typeof jQuery.fn?.[plugin] === 'function' ? jQuery : undefined;
}

/** Calls `jQuery(target)[plugin](...args)`, as the theme's init scripts did; false when the library is not there. */
export function callPlugin(target: Element | Element[], plugin: string, ...args: unknown[]): boolean {
  const element = Array.isArray(target) ? target[0] : target;
  const jQuery = element && jQueryWith(plugin, element.ownerDocument.defaultView ?? window);
  if (!jQuery) return false;
  (jQuery(target)[plugin] as (...args: unknown[]) => unknown)(...args);
  return true;
}

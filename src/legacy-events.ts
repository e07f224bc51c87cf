interface JQueryLike {
  (target: EventTarget): { trigger(name: string, args?: unknown[]): unknown };
}

/**
 * Fires an event that existing page code listens to. When jQuery is on the page the event goes through
 * jQuery, so handlers bound with `.on(name, (event, ...args) => …)` get the same extra arguments as
 * before; without jQuery it is a bubbling CustomEvent whose `detail` holds the arguments.
 */
export function triggerLegacyEvent(target: EventTarget, name: string, args: readonly unknown[] = []): void {
  const jQuery = (window as unknown as { jQuery?: JQueryLike }).jQuery;
  if (typeof jQuery === 'function') {
    jQuery(target).trigger(name, [...args]);
    return;
  }
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: args }));
}

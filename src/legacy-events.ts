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

interface JQueryWithEvent {
  (target: EventTarget): { trigger(event: object): unknown };
  Event(name: string): object;
}

/**
 * Fires an event whose listeners read properties of the event itself (`event.feed`), as code built with
 * `jQuery.Event(name)` plus properties does: through jQuery when present, else a bubbling CustomEvent
 * carrying the same properties (and them as its `detail`).
 */
export function triggerLegacyEventWith(target: EventTarget, name: string, properties: Readonly<Record<string, unknown>>): void {
  const jQuery = (window as unknown as { jQuery?: JQueryWithEvent }).jQuery;
  if (typeof jQuery === 'function' && typeof jQuery.Event === 'function') {
    const event = Object.assign(jQuery.Event(name), properties);
    jQuery(target).trigger(event);
    return;
  }
  target.dispatchEvent(Object.assign(new CustomEvent(name, { bubbles: true, detail: properties }), properties));
}

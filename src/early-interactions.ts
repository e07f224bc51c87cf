import { HELD_TYPES, holdsBack, isReplay, noted } from './held-event';

/**
 * The visitor's interactions from the moment the lifecycle starts until the family lists have loaded and
 * claimed their elements: nothing else holds them yet, and the enhancer they belong to is not even known.
 */
export interface EarlyInteractions {
  /**
   * The visitor's held and noted interactions so far, in order (see held-event.ts); the lifecycle takes those
   * whose element it has claimed.
   */
  readonly events: Event[];
  /** Set by the lifecycle: true for an event that a claimed element's own hold takes (it is left to it). */
  owned: (event: Event) => boolean;
  /** Stops holding; returns what was left. */
  stop(): Event[];
}

/**
 * The native click of a jQuery `.trigger('click')` (a theme script's): jQuery has run its handlers already and
 * ignores this one; held, its replay would run them again.
 */
const jQueryTriggered = (event: Event, doc: Document): boolean =>
  (doc.defaultView as { jQuery?: { event?: { triggered?: string } } } | null)?.jQuery?.event?.triggered === event.type;

/**
 * Holds at the document what held-interactions.ts holds on a claimed element (plain clicks, submits,
 * navigation keys) and notes typed text and ticks, outside the page root and body (a key on the body scrolls
 * the page): the visitor's, and the page's scripts' (a site's Playwright tests choose with `selectOption`),
 * never our own replays.
 */
export function holdEarly(doc: Document): EarlyInteractions {
  const controller = new AbortController();
  const early: EarlyInteractions = {
    events: [],
    owned: () => false,
    stop: () => (controller.abort(), early.events.splice(0)),
  };
  const take = (event: Event) => {
    const target = event.target;
    if (isReplay() || target === doc.body || target === doc.documentElement || early.owned(event) || jQueryTriggered(event, doc)) return;
    if (holdsBack(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      early.events.push(event);
    } else if (noted(event)) {
      early.events.push(event);
    }
  };
  for (const type of HELD_TYPES) doc.addEventListener(type, take, { capture: true, signal: controller.signal });
  return early;
}

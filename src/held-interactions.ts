import type { EarlyInteractions } from './early-interactions';
import { asReplay, HELD_TYPES, holdsBack, noted, resend } from './held-event';

/**
 * Adds an interaction to a list of held ones: a second click on the same control is the second half of a
 * double click, a second input or change on a field or a second submit of a form says nothing new (one
 * replay); every key counts, in order.
 */
function addHeld(list: Event[], event: Event): void {
  if (event.type === 'keydown' || !list.some((each) => each.type === event.type && each.target === event.target)) list.push(event);
}

/**
 * Replays a held interaction once (see resend). Once mounted, a held key is dispatched again, and a field
 * that changed meanwhile gets an `input`/`change` event; without the code nobody answers them.
 */
function replayHeld(event: Event, mounted: boolean): void {
  const target = event.target as Element;
  asReplay(() => {
    resend(event);
    if (!mounted || !target.isConnected || event.type === 'click' || event.type === 'submit') return;
    // The held event serves as the new one's init: same key, code, location, modifiers, bubbling.
    target.dispatchEvent(event.type === 'keydown' ? new KeyboardEvent('keydown', event as KeyboardEvent) : new Event(event.type, { bubbles: true }));
  });
}

interface Hold {
  element: Element;
  /** Enhancers on this element still loading or mounting. */
  waiting: number;
  /** Held and noted interactions, in order (see held-event.ts). */
  held: Event[];
  /** Enhancers on this element whose code could not be had: then only clicks and submits are replayed. */
  failed: boolean;
  /** Told when an interaction is held: an enhancer waiting for one must now load. */
  wake: Set<() => void>;
  /** Selectors of controls elsewhere whose clicks are held for this element too. */
  triggers: Set<string>;
  /** Holds clicks on controls elsewhere that open this element too (each selector once). */
  addTriggers(selector: string): void;
  stop(): void;
}

const holds = new WeakMap<Element, Hold>();
/** The same holds, for finding the one an early interaction belongs to. */
const active = new Set<Hold>();

function startHolding(element: Element): Hold {
  const controller = new AbortController();
  const hold: Hold = {
    element,
    waiting: 0,
    held: [],
    failed: false,
    wake: new Set(),
    triggers: new Set(),
    addTriggers: () => undefined,
    stop: () => {
      controller.abort();
      active.delete(hold);
    },
  };
  active.add(hold);
  const options = { capture: true, signal: controller.signal };
  const take = (event: Event) => {
    if (holdsBack(event)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (!noted(event)) {
      return;
    }
    addHeld(hold.held, event);
    // Typing and ticks wake it too: a visitor's come after a press, focus or key, but a script's choice
    // (Playwright's selectOption) comes alone.
    hold.wake.forEach((wake) => wake());
  };
  for (const type of HELD_TYPES) element.addEventListener(type, take, options);
  hold.addTriggers = (selector) => {
    if (hold.triggers.has(selector)) return;
    hold.triggers.add(selector);
    // Their clicks are held, and a change of theirs (a chooser select) is told after the mount as the element's own.
    for (const type of ['click', 'input', 'change']) {
      element.ownerDocument.addEventListener(
        type,
        (event) => {
          if ((event.target as Element).closest?.(selector) && !element.contains(event.target as Node)) take(event);
        },
        options,
      );
    }
  };
  return hold;
}

/**
 * The holds an interaction reaches, as the listeners above would have taken it: a held one by the outermost
 * element around its target (its capture listener runs first and stops it), or else by an element whose
 * openers include the target; a noted one by every element around its target or opened by it.
 */
function holdsReached(event: Event): Hold[] {
  const target = event.target as Element;
  const around = [...active].filter((hold) => hold.element.contains(target));
  const opened = [...active].filter((hold) => !hold.element.contains(target) && [...hold.triggers].some((selector) => target.closest?.(selector)));
  if (noted(event)) return [...around, ...opened];
  const outermost = around.find((hold) => around.every((other) => other === hold || !other.element.contains(hold.element)));
  return outermost ? [outermost] : opened.slice(0, 1);
}

/**
 * Hands the interactions held before the lifecycle had claimed anything to the elements now claimed, as if
 * they had arrived now, and wakes their enhancers (the visitor used them); the others stay early. From now
 * on an interaction a claimed element takes itself is left to it.
 */
export function adoptEarly(early: EarlyInteractions): void {
  early.owned = (event) => holdsReached(event).length > 0;
  const left = early.events.filter((event) => {
    const reached = holdsReached(event);
    for (const hold of reached) {
      addHeld(hold.held, event);
      hold.wake.forEach((wake) => wake());
    }
    return reached.length === 0;
  });
  early.events.splice(0, early.events.length, ...left);
}

/**
 * Every family list is in: the early interactions no claimed element took go to the server's behaviour (a
 * click, a submit; see resend), a key to its target (an enhancer mounted since may answer it); typing stays
 * in its field.
 */
export function releaseEarly(early: EarlyInteractions): void {
  const left: Event[] = [];
  early.stop().forEach((event) => addHeld(left, event));
  left.forEach((event) => replayHeld(event, event.type === 'keydown'));
}

/**
 * Holds the clicks and submits that reach an element before its enhancers have mounted. The returned
 * release is called once per enhancer when its mount is done or has failed; after the last one, each
 * held interaction is replayed once: a click through `click()`, a submit through `requestSubmit()`. When
 * the code could not load, nothing intercepts the replay, so the server's own behaviour runs: the link
 * navigates, the form submits natively. Navigation keys (arrows, Home, End, Page keys, Escape) outside
 * fields are held and dispatched again, in order, to the mounted enhancer. Typing and ticks are never held:
 * the field keeps them, and once mounted the enhancer gets one `input`/`change` event per field that changed
 * meanwhile.
 * `discard` (the element left the page) drops what was held. `wake` is called when something is held or noted.
 * `triggers`: controls elsewhere whose clicks are held for this element too (see EnhancerDefinition).
 */
export function holdInteractions(element: Element, wake: () => void, triggers?: string): { release(mounted: boolean): void; discard(): void } {
  let hold = holds.get(element);
  if (!hold) holds.set(element, (hold = startHolding(element)));
  // Two enhancers on one element may each have their own openers elsewhere.
  if (triggers) hold.addTriggers(triggers);
  const current = hold;
  current.waiting++;
  current.wake.add(wake);
  let done = false;
  const finish = (replay: boolean, mounted: boolean) => {
    if (done) return;
    done = true;
    current.wake.delete(wake);
    if (!mounted) current.failed = true;
    if (--current.waiting > 0) return;
    current.stop();
    holds.delete(element);
    if (replay) current.held.forEach((event) => replayHeld(event, !current.failed));
  };
  return { release: (mounted) => finish(true, mounted), discard: () => finish(false, false) };
}

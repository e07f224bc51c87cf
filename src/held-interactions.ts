type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'input' | 'change'; target: Element }
  | { kind: 'key'; target: Element; event: KeyboardEvent };

interface Hold {
  /** Enhancers on this element still loading or mounting. */
  waiting: number;
  held: Held[];
  /** Enhancers on this element whose code could not be had: then only clicks and submits are replayed. */
  failed: boolean;
  /** Told when an interaction is held: an enhancer waiting for one must now load. */
  wake: Set<() => void>;
  /** Holds clicks on controls elsewhere that open this element too (each selector once). */
  addTriggers(selector: string): void;
  stop(): void;
}

const holds = new WeakMap<Element, Hold>();

// Clicks on these place the caret, open a list or tick a box (state the page keeps, which the enhancer
// reads when it mounts): holding them would only make the page look stuck.
const TYPED = 'textarea,select,option,label,input:not([type=button],[type=submit],[type=reset],[type=image])';

// Keys a widget answers itself (a tab list's arrows, a dialog's Escape) and whose default is at most a
// scroll: held and replayed to the mounted widget. Enter and Space are not held: their default is the
// click, which is held; Tab is not: focus must move at once.
const NAVIGATION_KEY = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|Escape)$/;

const plainPrimaryClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

function replay(held: Held, mounted: boolean): void {
  if (held.kind === 'key') {
    // Without the code nobody answers the key: there is no server behaviour to hand it to.
    // The held event serves as the new one's init: same key, code, location, modifiers, bubbling.
    if (mounted && held.target.isConnected) held.target.dispatchEvent(new KeyboardEvent('keydown', held.event));
  } else if (held.kind === 'input' || held.kind === 'change') {
    // The field already holds the visitor's value; the enhancer is told about it as if it had been there.
    if (mounted && held.target.isConnected) held.target.dispatchEvent(new Event(held.kind, { bubbles: true }));
  } else if (held.kind === 'click') {
    if (held.target.isConnected) held.target.click();
  } else if (held.kind === 'submit' && held.form.isConnected) {
    const submitter = held.submitter?.isConnected && held.submitter.closest('form') === held.form ? held.submitter : null;
    held.form.requestSubmit(submitter);
  }
}

function startHolding(element: Element): Hold {
  const controller = new AbortController();
  const triggerSelectors = new Set<string>();
  const hold: Hold = { waiting: 0, held: [], failed: false, wake: new Set(), addTriggers: () => undefined, stop: () => controller.abort() };
  const wake = () => [...hold.wake].forEach((each) => each());
  const options = { capture: true, signal: controller.signal };
  const holdClick = (event: Event) => {
    const target = event.target as HTMLElement;
    if (!(event instanceof MouseEvent) || !plainPrimaryClick(event) || target.closest?.(TYPED)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second click on a control still loading is the second half of a double click: one replay.
    if (!hold.held.some((each) => each.kind === 'click' && each.target === target)) hold.held.push({ kind: 'click', target });
    wake();
  };
  element.addEventListener('click', holdClick, options);
  hold.addTriggers = (selector) => {
    if (triggerSelectors.has(selector)) return;
    triggerSelectors.add(selector);
    element.ownerDocument.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.(selector) && !element.contains(event.target as Node)) holdClick(event);
      },
      options,
    );
  };
  // Not held (the field keeps what was typed or ticked), only noted, once per field and kind.
  const note = (event: Event) => {
    const kind = event.type as 'input' | 'change';
    const target = event.target as Element;
    if (!hold.held.some((each) => each.kind === kind && each.target === target)) hold.held.push({ kind, target });
  };
  element.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as Element;
      if (!(event instanceof KeyboardEvent) || !NAVIGATION_KEY.test(event.key) || event.isComposing || target.closest?.(TYPED)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold.held.push({ kind: 'key', target, event });
      wake();
    },
    options,
  );
  element.addEventListener('input', note, options);
  element.addEventListener('change', note, options);
  element.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (hold.held.some((each) => each.kind === 'submit' && each.form === form)) return;
      hold.held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null });
      wake();
    },
    options,
  );
  return hold;
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
 * `discard` (the element left the page) drops what was held. `wake` is called when something is held.
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
  const finish = (replayHeld: boolean, mounted: boolean) => {
    if (done) return;
    done = true;
    current.wake.delete(wake);
    if (!mounted) current.failed = true;
    if (--current.waiting > 0) return;
    current.stop();
    holds.delete(element);
    if (replayHeld) current.held.forEach((held) => replay(held, !current.failed));
  };
  return { release: (mounted) => finish(true, mounted), discard: () => finish(false, false) };
}

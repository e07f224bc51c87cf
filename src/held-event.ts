// One rule for what is held: before any element is claimed (early-interactions.ts) and on a claimed
// element (held-interactions.ts).

// Clicks on these place the caret, open a list or tick a box (state the page keeps, which the enhancer
// reads when it mounts): holding them would only make the page look stuck.
const TYPED = 'textarea,select,option,label,input:not([type=button],[type=submit],[type=reset],[type=image])';

// Keys a widget answers itself (a tab list's arrows, a dialog's Escape) and whose default is at most a
// scroll: held and replayed to the mounted widget. Enter and Space are not held: their default is the
// click, which is held; Tab is not: focus must move at once.
const NAVIGATION_KEY = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|Escape)$/;

/** The kinds of event that are held or noted before an element's code has mounted. */
export const HELD_TYPES = ['click', 'keydown', 'submit', 'input', 'change'];

/**
 * Whether an interaction (of HELD_TYPES) that reaches markup whose code has not mounted is held: its
 * default prevented, replayed once after the mount. A submit, a plain primary click and a navigation key
 * outside fields are; typed text and ticks (`input`, `change`) are not: they stay in their field, and
 * after the mount an `input`/`change` event tells the enhancer.
 */
export function holdsBack(event: Event): boolean {
  const { type, button, ctrlKey, metaKey, shiftKey, altKey, key, isComposing } = event as MouseEvent & KeyboardEvent;
  return (
    type === 'submit' ||
    (!(event.target as Element).closest?.(TYPED) &&
      (type === 'click' ? !(button || ctrlKey || metaKey || shiftKey || altKey) : type === 'keydown' && NAVIGATION_KEY.test(key) && !isComposing))
  );
}

/** Typed text and ticks: they stay in their field (never held), and are told to the enhancer after its mount. */
export const noted = (event: Event): boolean => event.type === 'input' || event.type === 'change';

let replaying = 0;

/**
 * Runs a replay (see resend): what it dispatches, and what that dispatches in turn, is ours, and no hold at
 * the document takes it again (the events of a page's scripts are held like a visitor's, so they cannot be
 * told apart by `isTrusted`). Every dispatch here is synchronous.
 */
export function asReplay(send: () => void): void {
  replaying++;
  try {
    send();
  } finally {
    replaying--;
  }
}

/** Whether the event being dispatched now comes from a replay of ours (see asReplay). */
export const isReplay = (): boolean => replaying > 0;

/**
 * Sends a held click or submit again: a click through `click()`, a submit through `requestSubmit(submitter)`.
 * With the enhancer mounted it handles them; without one (its code could not be had) that is the server's
 * behaviour: the link navigates, the form submits natively. Other kinds are left alone.
 */
export function resend(event: Event): void {
  const target = event.target as HTMLFormElement;
  const submitter = (event as SubmitEvent).submitter;
  if (!target.isConnected) return;
  if (event.type === 'click') target.click();
  if (event.type === 'submit') target.requestSubmit(submitter?.isConnected && submitter.closest('form') === target ? submitter : null);
}

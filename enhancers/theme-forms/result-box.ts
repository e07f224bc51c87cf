export type BoxStyle = 'error' | 'success';

export const VALIDATION_BOX_MS = 4000;
export const REQUEST_BOX_MS = 3000;

const hideTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function newBox(doc: Document): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'result';
  return box;
}

/** Where validation errors go: `.result` in the form, else in its parent, else a new one appended to the form. */
export function validationBox(form: HTMLFormElement): HTMLElement {
  const found = form.querySelector<HTMLElement>('.result') ?? form.parentElement?.querySelector<HTMLElement>('.result');
  return found ?? form.appendChild(newBox(form.ownerDocument));
}

/** Where a request's result goes: `.result` in the form, else a sibling `.result`, else a new one after the form. */
export function requestBox(form: HTMLFormElement): HTMLElement {
  const sibling = Array.from(form.parentElement?.children ?? []).find((element) => element !== form && element.classList.contains('result'));
  const found = form.querySelector<HTMLElement>('.result') ?? (sibling as HTMLElement | undefined);
  if (found) return found;
  const box = newBox(form.ownerDocument);
  form.after(box);
  return box;
}

/** `<p class="error_item">` per message, as text. */
export const errorItems = (doc: Document, messages: readonly string[]): Node[] =>
  messages.map((message) => {
    const item = doc.createElement('p');
    item.className = 'error_item';
    item.textContent = message;
    return item;
  });

/** Text lines separated by `<br>`. */
export const textLines = (doc: Document, lines: readonly string[]): Node[] =>
  lines.flatMap((line, index) => (index ? [doc.createElement('br'), doc.createTextNode(line)] : [doc.createTextNode(line)]));

export interface BoxContent {
  style: BoxStyle;
  content: Node[];
  hideAfterMs: number;
  /** Login, registration and validation boxes also get `sc_infobox`. */
  infobox?: boolean;
}

/** Shows a result box (announced to screen readers) and hides it after the given time; a newer message restarts the time. */
export function showBox(box: HTMLElement, { style, content, hideAfterMs, infobox = false }: BoxContent): void {
  box.classList.remove('sc_infobox_style_error', 'sc_infobox_style_success');
  if (infobox) box.classList.add('sc_infobox');
  box.classList.add(`sc_infobox_style_${style}`);
  box.setAttribute('role', style === 'error' ? 'alert' : 'status');
  box.replaceChildren(...content);
  box.style.display = 'block';
  clearTimeout(hideTimers.get(box));
  hideTimers.set(
    box,
    setTimeout(() => {
      box.style.display = 'none';
      hideTimers.delete(box);
    }, hideAfterMs),
  );
}

/** Cancels a pending hide (the enhancer is going away). */
export function forgetBox(box: HTMLElement): void {
  clearTimeout(hideTimers.get(box));
  hideTimers.delete(box);
}

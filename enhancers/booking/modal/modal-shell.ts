import { nameIfUnnamed } from '../../../src/accessible-name';
import { holdDialogFocus } from '../../../src/dialog-focus';
import { focusableWithin } from '../../../src/focusable';
import { fillWithServerHtml } from '../server-fragment';
import { MODAL_REMOVE_DELAY_MS, MODAL_SHOW_DELAY_MS } from '../timing';
import { createContentHeightReader, loadingMaxHeight, modalSize } from './modal-size';

/** Booked's popup (`div.booked-modal > .bm-overlay + .bm-window`), one at a time, appended to <body>. */
export interface BookedModal {
  readonly element: HTMLElement;
  readonly window: HTMLElement;
  /** Aborted when the modal closes: requests and handlers tied to it stop. */
  readonly signal: AbortSignal;
}

interface ModalRecord extends BookedModal {
  controller: AbortController;
  spinner: HTMLElement;
  closing: boolean;
  releaseFocus: () => void;
}

let current: ModalRecord | undefined;
let sequence = 0;
const readContentHeight = createContentHeightReader();

export const currentModal = (): BookedModal | undefined => current;

const px = (value: number) => `${value}px`;

/**
 * Creates the loading modal (replacing any other: modals never stack), with the dialog keyboard:
 * focus inside, Tab trapped, Escape closes, focus back to `opener` on close.
 */
export function createModal(opener: Element | null = document.activeElement): BookedModal {
  if (current) removeAtOnce(current);
  const doc = document;
  const element = doc.createElement('div');
  element.className = 'booked-modal bm-loading';
  const overlay = doc.createElement('div');
  overlay.className = 'bm-overlay';
  const spinner = doc.createElement('i');
  spinner.className = 'booked-icon booked-icon-spinner-clock booked-icon-spin';
  spinner.setAttribute('aria-hidden', 'true');
  overlay.append(spinner);
  const win = doc.createElement('div');
  win.className = 'bm-window';
  win.setAttribute('role', 'dialog');
  win.setAttribute('aria-modal', 'true');
  win.setAttribute('aria-busy', 'true');
  win.tabIndex = -1;
  win.style.maxHeight = px(loadingMaxHeight(window.innerWidth, window.innerHeight));
  const placeholder = doc.createElement('div');
  placeholder.style.height = '100px';
  win.append(placeholder);
  element.append(overlay, win);

  const controller = new AbortController();
  const record: ModalRecord = { element, window: win, signal: controller.signal, controller, spinner, closing: false, releaseFocus: () => undefined };
  const close = () => closeModal(record);
  // The second click of the double click that opened the modal lands on the overlay: it asks for no close.
  const closeFromOverlay = (event: Event) => {
    if (event.type === 'click' && (event as MouseEvent).detail > 1) return;
    close();
  };
  const { signal } = controller;
  for (const type of ['click', 'touchstart'] as const) {
    overlay.addEventListener(type, closeFromOverlay, { signal, passive: true });
    win.addEventListener(type, (event) => {
      const closer = (event.target as Element | null)?.closest?.('.close, .booked-form .cancel');
      if (!closer || !win.contains(closer)) return;
      if (event.cancelable) event.preventDefault();
      close();
    }, { signal });
  }
  window.addEventListener('resize', () => resizeModal(record), { signal });

  doc.body.append(element);
  doc.body.classList.add('booked-noScroll');
  current = record;
  record.releaseFocus = holdDialogFocus(win, { onEscape: close, returnTo: opener });
  return record;
}

/** Puts content into the (hidden) window: a server fragment, or nodes built here. */
export function fillModal(modal: BookedModal, content: string | Node): void {
  const win = modal.window;
  win.style.display = 'none';
  if (typeof content === 'string') fillWithServerHtml(win, content);
  else win.replaceChildren(content);
  modal.element.classList.remove('bm-loading');
  win.removeAttribute('aria-busy');
  // Booked's close control is an icon-only link.
  for (const close of Array.from(win.querySelectorAll('a.close'))) nameIfUnnamed(close, 'Close');
  const title = win.querySelector('.booked-title-bar');
  if (title) {
    title.id ||= `booked-modal-title-${++sequence}`;
    win.setAttribute('aria-labelledby', title.id);
  }
}

/** Removes the overlay spinner, then shows the window 50 ms later, sized, with focus on its first control. */
export function revealModal(modal: BookedModal): Promise<void> {
  (modal as ModalRecord).spinner.remove();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      modal.signal.removeEventListener('abort', stop);
      modal.window.style.display = '';
      resizeModal(modal);
      const focus = modal.window.ownerDocument.activeElement;
      if (!focus || focus === modal.window || !modal.window.contains(focus)) (focusableWithin(modal.window)[0] ?? modal.window).focus();
      resolve();
    }, MODAL_SHOW_DELAY_MS);
    const stop = () => clearTimeout(timer);
    modal.signal.addEventListener('abort', stop, { once: true });
  });
}

/** Sizes the window for its content and the viewport (no-op while it is still loading). */
export function resizeModal(modal: BookedModal | undefined = current): void {
  if (!modal) return;
  const scrollable = modal.window.querySelector<HTMLElement>('.booked-scrollable');
  if (!scrollable) return;
  const size = modalSize(window.innerWidth, window.innerHeight, readContentHeight(scrollable));
  modal.window.style.maxHeight = px(size.windowMaxHeight);
  modal.window.style.marginTop = px(size.marginTop);
  scrollable.style.maxHeight = px(size.formMaxHeight);
}

/** Fades the modal out (`bm-closing`), gives the page its scrolling back, removes it after 300 ms. */
export function closeModal(modal: BookedModal | undefined = current): void {
  const record = modal as ModalRecord | undefined;
  if (!record || record.closing) return;
  record.closing = true;
  if (current === record) current = undefined;
  record.controller.abort();
  record.releaseFocus();
  record.element.classList.add('bm-closing');
  record.element.style.transition = 'opacity 200ms';
  record.element.style.opacity = '0';
  if (!current) document.body.classList.remove('booked-noScroll');
  setTimeout(() => record.element.remove(), MODAL_REMOVE_DELAY_MS);
}

function removeAtOnce(record: ModalRecord): void {
  record.closing = true;
  current = undefined;
  record.controller.abort();
  record.releaseFocus();
  record.element.remove();
}

import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { nameIfUnnamed } from '../../../src/accessible-name';
import { focusableWithin } from '../../../src/focusable';
import { renderInto } from '../../../src/render';
import { reportError } from '../../../src/report-error';
import { useBusy } from '../../../src/use-busy';
import { useDialogFocus } from '../../../src/use-dialog-focus';
import { useServerEvent } from '../../../src/use-server-event';
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

/** What the shell shows: the loading look, server content (filled in place), or our failure box. */
interface ShellState {
  loading: boolean;
  /** The overlay's spinner, until the content is revealed. */
  spinner: boolean;
  /** The window is kept hidden between its content arriving and the reveal 50 ms later. */
  hidden: boolean;
  closing: boolean;
  failure?: { title: string; message: string; titleId: string };
  labelledBy?: string;
}

interface ModalRecord extends BookedModal {
  element: HTMLElement;
  window: HTMLElement;
  controller: AbortController;
  opener: Element | null;
  state: ShellState;
  setState?: Dispatch<SetStateAction<ShellState>>;
  /** Gives the focus back to the opener (before a commit: React keeps the focus where it was across one). */
  returnFocus?: () => void;
  unmount(): void;
  removed: (() => void)[];
}

let current: ModalRecord | undefined;
let sequence = 0;
const readContentHeight = createContentHeightReader();

export const currentModal = (): BookedModal | undefined => current;

const px = (value: number) => `${value}px`;

/** Changes a modal's state and commits it before returning (the imperative API callers read the DOM next). */
function update(record: ModalRecord, patch: Partial<ShellState>): void {
  record.state = { ...record.state, ...patch };
  const setState = record.setState;
  if (setState) flushSync(() => setState(record.state));
}

/** Our own failure content: the title bar, the message as text, a close button. */
function FailureBox({ title, message, titleId }: NonNullable<ShellState['failure']>) {
  return (
    <div className="booked-scrollable booked-enhance-failure">
      <p className="booked-title-bar" id={titleId}>
        <small>{title}</small>
      </p>
      <p className="booked-enhance-alert" role="alert">
        {message}
      </p>
      <button type="button" className="button close">
        Close
      </button>
    </div>
  );
}

/**
 * The modal shell as Booked's `create_booked_modal()` builds it, with the dialog keyboard: focus inside,
 * Tab trapped, Escape closes, focus back to the opener on close. The overlay, a close link or the form's
 * cancel button close it. Server content goes into the window in place (fillModal); the shell owns the rest.
 */
function ModalShell({ record }: { record: ModalRecord }) {
  const [state, setState] = useState(record.state);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const [win, setWin] = useState<HTMLDivElement | null>(null);
  const elementRef = useRef<HTMLDivElement>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const [loadingHeight] = useState(() => px(loadingMaxHeight(window.innerWidth, window.innerHeight)));
  // Only attached elements are kept: an unmounting shell sets no state.
  const attachWindow = useCallback((node: HTMLDivElement | null) => {
    windowRef.current = node;
    if (node) setWin(node);
  }, []);
  const attachOverlay = useCallback((node: HTMLDivElement | null) => {
    if (node) setOverlay(node);
  }, []);

  const close = () => closeModal(record);
  const returnFocus = useDialogFocus(windowRef, { active: !state.closing, modal: true, onEscape: close, returnTo: record.opener });

  useLayoutEffect(() => {
    record.setState = setState;
    record.returnFocus = returnFocus;
    record.element = elementRef.current!;
    record.window = windowRef.current!;
    return () => {
      record.setState = undefined;
    };
  }, [record, returnFocus]);
  useBusy(win, state.loading);

  // The page does not scroll under an open modal.
  useLayoutEffect(() => {
    if (state.closing) return;
    const body = document.body;
    body.classList.add('booked-noScroll');
    return () => {
      if (!current || current === record) body.classList.remove('booked-noScroll');
    };
  }, [record, state.closing]);

  // The second click of the double click that opened the modal lands on the overlay: it asks for no close.
  const closeFromOverlay = (event: Event) => {
    if (state.closing || (event.type === 'click' && (event as MouseEvent).detail > 1)) return;
    close();
  };
  const closeFromWindow = (event: Event) => {
    const closer = (event.target as Element | null)?.closest?.('.close, .booked-form .cancel');
    if (state.closing || !closer || !win?.contains(closer)) return;
    if (event.cancelable) event.preventDefault();
    close();
  };
  useServerEvent(overlay, 'click', closeFromOverlay, { passive: true });
  useServerEvent(overlay, 'touchstart', closeFromOverlay, { passive: true });
  useServerEvent(win, 'click', closeFromWindow);
  useServerEvent(win, 'touchstart', closeFromWindow);
  useServerEvent(window, 'resize', () => {
    if (!state.closing) resizeModal(record);
  });

  const classes = ['booked-modal', state.loading && 'bm-loading', state.closing && 'bm-closing'].filter(Boolean).join(' ');
  return createPortal(
    <div ref={elementRef} className={classes} style={state.closing ? { transition: 'opacity 200ms', opacity: 0 } : undefined}>
      <div ref={attachOverlay} className="bm-overlay">
        {state.spinner && <i className="booked-icon booked-icon-spinner-clock booked-icon-spin" aria-hidden="true" />}
      </div>
      <div
        ref={attachWindow}
        className="bm-window"
        role="dialog"
        aria-modal="true"
        aria-labelledby={state.labelledBy}
        tabIndex={-1}
        style={{ maxHeight: loadingHeight, display: state.hidden ? 'none' : undefined }}
      >
        {state.loading && <div style={{ height: '100px' }} />}
        {state.failure && <FailureBox {...state.failure} />}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Creates the loading modal (replacing any other: modals never stack), with the dialog keyboard:
 * focus inside, Tab trapped, Escape closes, focus back to `opener` on close.
 */
export function createModal(opener: Element | null = document.activeElement): BookedModal {
  if (current) removeAtOnce(current);
  const controller = new AbortController();
  const record = {
    signal: controller.signal,
    controller,
    opener,
    state: { loading: true, spinner: true, hidden: false, closing: false },
    unmount: () => undefined,
    removed: [],
  } as unknown as ModalRecord;
  current = record;
  const container = document.createElement('div');
  const unmount = renderInto(container, <ModalShell record={record} />, (error) => reportError('booking', error));
  record.unmount = () => {
    // Other code may have taken the modal out of the page already: the portal removes it from <body>.
    if (record.element.parentNode !== document.body) document.body.append(record.element);
    unmount();
    for (const cleanup of record.removed.splice(0)) cleanup();
  };
  return record;
}

/** Runs `cleanup` when the modal leaves the page (at once when replaced, after its fade when closed). */
export function whenModalRemoved(modal: BookedModal, cleanup: () => void): void {
  (modal as ModalRecord).removed.push(cleanup);
}

/** Puts a server fragment into the (hidden) window; the shell stops loading and is labelled by its title bar. */
export function fillModal(modal: BookedModal, html: string): void {
  const record = modal as ModalRecord;
  update(record, { loading: false, hidden: true });
  fillWithServerHtml(record.window, html);
  // Booked's close control is an icon-only link.
  for (const close of Array.from(record.window.querySelectorAll('a.close'))) nameIfUnnamed(close, 'Close');
  const title = record.window.querySelector('.booked-title-bar');
  if (title) {
    title.id ||= `booked-modal-title-${++sequence}`;
    update(record, { labelledBy: title.id });
  }
}

/** Shows a failure inside the modal (as text) with a close button, instead of content that did not load. */
export function showModalFailure(modal: BookedModal, title: string, message: string): void {
  const titleId = `booked-modal-title-${++sequence}`;
  update(modal as ModalRecord, { loading: false, hidden: true, failure: { title, message, titleId }, labelledBy: titleId });
  void revealModal(modal);
}

/** Removes the overlay spinner, then shows the window 50 ms later, sized, with focus on its first control. */
export function revealModal(modal: BookedModal): Promise<void> {
  const record = modal as ModalRecord;
  update(record, { spinner: false });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      modal.signal.removeEventListener('abort', stop);
      update(record, { hidden: false });
      resizeModal(modal);
      const focus = modal.window.ownerDocument.activeElement;
      if (!focus || focus === modal.window || !modal.window.contains(focus)) (focusableWithin(modal.window)[0] ?? modal.window).focus();
      resolve();
    }, MODAL_SHOW_DELAY_MS);
    const stop = () => clearTimeout(timer);
    modal.signal.addEventListener('abort', stop, { once: true });
  });
}

/** Sizes the window for its content and the viewport (no-op while it is still loading): geometry of server content. */
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
  if (!record || record.state.closing) return;
  if (current === record) current = undefined;
  record.state = { ...record.state, closing: true };
  record.controller.abort();
  record.returnFocus?.();
  update(record, {});
  setTimeout(() => record.unmount(), MODAL_REMOVE_DELAY_MS);
}

function removeAtOnce(record: ModalRecord): void {
  record.state = { ...record.state, closing: true };
  current = undefined;
  record.controller.abort();
  record.returnFocus?.();
  record.unmount();
}

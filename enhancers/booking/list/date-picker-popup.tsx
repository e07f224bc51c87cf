import { renderInto } from '../../../src/render';
import { reportError } from '../../../src/report-error';
import { createPickerElement, DatePicker } from './date-picker';

export interface DatePickerRequest {
  /** The trigger link: the picker opens below it, focus returns to it. */
  anchor: HTMLElement;
  value: string;
  min: string;
  max: string;
  onSelect(date: string): void;
  onClose(): void;
}

let open: { anchor: HTMLElement; close(): void } | undefined;

/** Opens the picker below its trigger (one on the page at a time); the same trigger again closes it. */
export function toggleDatePicker(request: DatePickerRequest): void {
  if (open) {
    const same = open.anchor === request.anchor;
    open.close();
    if (same) return;
  }
  const doc = request.anchor.ownerDocument;
  const host = createPickerElement(doc);
  const rect = request.anchor.getBoundingClientRect();
  const win = doc.defaultView ?? window;
  Object.assign(host.style, {
    position: 'absolute',
    zIndex: '100000',
    top: `${rect.bottom + win.scrollY + 4}px`,
    left: `${Math.max(0, Math.min(rect.left + win.scrollX, win.scrollX + win.innerWidth - 300))}px`,
  });
  doc.body.append(host);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    if (open?.close === close) open = undefined;
    unmount();
    host.remove();
    request.onClose();
  };
  const select = (date: string) => {
    close();
    request.onSelect(date);
  };
  const unmount = renderInto(
    host,
    <DatePicker dialog={host} value={request.value} min={request.min} max={request.max} returnTo={request.anchor} onSelect={select} onClose={close} />,
    (error) => reportError('booking-list', error),
  );
  open = { anchor: request.anchor, close };
}

/** Closes the open picker, if any (its owner is going away); with an anchor, only the picker opened from it. */
export const closeDatePicker = (anchor?: HTMLElement): void => {
  if (!anchor || open?.anchor === anchor) open?.close();
};

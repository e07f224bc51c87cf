import { useLayoutEffect, useRef, useState } from 'react';
import { nameIfUnnamed } from '../../../src/accessible-name';
import { renderInto } from '../../../src/render';
import { reportError } from '../../../src/report-error';
import type { BookedSettings } from '../../../src/settings-booking';
import { useBusy } from '../../../src/use-busy';
import { useServerEvent } from '../../../src/use-server-event';
import { slotFromElement, type SlotRequest } from '../appointment/slot-request';
import { closeModal, resizeModal, whenModalRemoved, type BookedModal } from '../modal/modal-shell';
import { StatusLine } from '../status-line';
import { usesFontAwesome } from '../texts';
import { completeBooking } from './complete-booking';
import { showForgotPassword, switchCondition, switchFormTab } from './form-switches';
import { useBookingSubmission } from './use-booking-submission';
import { usePopupLogin } from './use-popup-login';

export interface BookingFormContext {
  modal: BookedModal;
  settings: BookedSettings;
  /** Opens the form again for a slot (after the popup login), as a `new-appt` click does. */
  reopen(slot: SlotRequest): void;
}

/** Booked prints each custom field's label without `for`: the field is named after it. */
function nameCustomFields(root: Element): void {
  for (const field of Array.from(root.querySelectorAll('.field'))) {
    const label = field.querySelector(':scope > label.field-label')?.textContent?.replace(/\*/g, '').trim();
    const control = field.querySelector('input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), select, textarea');
    if (label) nameIfUnnamed(control, label);
  }
}

const isBlank = (doc: Document) => !doc.activeElement || doc.activeElement === doc.body;

/**
 * A form's submit controls while it is sent: disabled (and the booking form's cancel buttons hidden);
 * a disabled button loses the focus, so a keyboard visitor gets it back with the button.
 */
function useSubmitLocked(form: Element | null, locked: boolean, submits: string, hidden = ''): void {
  const wasLocked = useRef(false);
  useLayoutEffect(() => {
    if (!form || (!locked && !wasLocked.current)) return;
    wasLocked.current = locked;
    const buttons = Array.from(form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(submits));
    for (const button of buttons) button.disabled = locked;
    if (hidden) for (const other of Array.from(form.querySelectorAll<HTMLElement>(hidden))) other.style.display = locked ? 'none' : '';
    if (!locked && isBlank(form.ownerDocument)) buttons[0]?.focus();
  }, [form, locked, submits, hidden]);
}

/** A switch the visitor pressed; a new object each time, so pressing it again applies it again. */
type Pressed<T> = { value: T } | null;

/**
 * The booking form Booked loads into the modal (server markup, with the visitor's input): customer choice,
 * popup login and forgot password, calendar tabs, and the booking request, with the status lines it
 * writes. Unmounted when the modal closes.
 */
function BookingForm({ modal, settings, reopen }: BookingFormContext) {
  const root = modal.window;
  const [lines] = useState(() => ({
    form: root.querySelector<HTMLFormElement>('#newAppointmentForm'),
    booking: root.querySelector<HTMLElement>('#newAppointmentForm p.status'),
    loginForm: root.querySelector<HTMLFormElement>('#ajaxlogin'),
    login: root.querySelector<HTMLElement>('#ajaxlogin p.status'),
    forgot: root.querySelector<HTMLElement>('#ajaxforgot p.status'),
    forgotForm: root.querySelector<HTMLFormElement>('#ajaxforgot'),
  }));
  const [customer, setCustomer] = useState<Pressed<HTMLInputElement>>(null);
  const [forgotShown, setForgotShown] = useState<Pressed<boolean>>(null);
  const [tab, setTab] = useState<Pressed<Element>>(null);
  const fontAwesome = usesFontAwesome(settings);

  const submission = useBookingSubmission(modal, settings, () => completeBooking(modal, settings));
  const login = usePopupLogin(modal, settings, {
    loggedIn(form) {
      const slot = slotFromElement(form);
      closeModal(modal);
      reopen(slot);
    },
    backToLogin: () => setForgotShown({ value: false }),
  });

  useLayoutEffect(() => nameCustomFields(root), [root]);
  useLayoutEffect(() => {
    if (customer) switchCondition(root, customer.value);
  }, [root, customer]);
  useLayoutEffect(() => {
    if (forgotShown) showForgotPassword(root, forgotShown.value);
  }, [root, forgotShown]);
  useLayoutEffect(() => {
    if (tab) switchFormTab(root, tab.value);
  }, [root, tab]);

  useBusy(lines.form, submission.sending);
  useSubmitLocked(lines.form, submission.sending, '#submit-request-appointment', 'button.cancel');
  useSubmitLocked(lines.loginForm, login.signingIn, '[type="submit"]');
  useSubmitLocked(lines.forgotForm, login.resetting, '[type="submit"]');
  // A status line that changed may change the form's height.
  useLayoutEffect(() => {
    if (submission.status || login.loginStatus || login.forgotStatus) resizeModal(modal);
  }, [modal, submission.status, login.loginStatus, login.forgotStatus]);

  useServerEvent(root, 'change', (event) => {
    if (modal.signal.aborted) return;
    const input = (event.target as Element).closest?.('.booked-form input[data-condition]');
    if (input instanceof HTMLInputElement && input.checked) setCustomer({ value: input });
  });

  useServerEvent(root, 'click', (event) => {
    if (modal.signal.aborted) return;
    const target = event.target as Element;
    if (target.closest?.('.booked-forgot-password, .booked-forgot-goback')) {
      event.preventDefault();
      setForgotShown({ value: !!target.closest('.booked-forgot-password') });
      return;
    }
    const pressed = target.closest?.('.booked-tabs-nav span');
    if (pressed) {
      setTab({ value: pressed });
      return;
    }
    if (target.closest?.('#submit-request-appointment')) {
      event.preventDefault();
      submission.book();
    }
  });

  useServerEvent(root, 'submit', (event) => {
    if (modal.signal.aborted) return;
    const form = event.target as HTMLFormElement;
    // Only the forms handled here: any other form in the modal (an add-on's) keeps its own submit.
    if (!['newAppointmentForm', 'ajaxforgot', 'ajaxlogin'].includes(form.id)) return;
    event.preventDefault();
    if (form.id === 'newAppointmentForm') submission.book();
    else if (form.id === 'ajaxforgot') login.resetPassword(form);
    else login.signIn(form);
  });

  return (
    <>
      <StatusLine line={lines.booking} status={submission.status} fontAwesome={fontAwesome} />
      <StatusLine line={lines.login} status={login.loginStatus} fontAwesome={fontAwesome} />
      <StatusLine line={lines.forgot} status={login.forgotStatus} fontAwesome={fontAwesome} />
    </>
  );
}

/**
 * Mounts the booking form's component on the form loaded into the modal. A closed modal ignores the
 * visitor (its signal is aborted) but keeps what its lines say while it fades; it goes with the modal.
 */
export function bindBookingForm(context: BookingFormContext): void {
  if (context.modal.signal.aborted) return;
  const unmount = renderInto(context.modal.window.ownerDocument.createElement('div'), <BookingForm {...context} />, (error) =>
    reportError('booking', error),
  );
  whenModalRemoved(context.modal, unmount);
}

import type { BookedSettings } from '../../../src/settings-booking';
import { postBooking } from '../booked-post';
import { bookedEvents, fireOnDocument, wrapForListeners } from '../legacy-events';
import { resizeModal, type BookedModal } from '../modal/modal-shell';
import { showStatus, type StatusIcon } from '../status-line';
import { bookedText, usesFontAwesome } from '../texts';
import { delay } from '../../../src/delay';
import { BETWEEN_APPOINTMENTS_MS } from '../timing';
import { planBooking } from './booking-fields';
import { bookingFormProblem } from './form-validation';

const unexplained = 'The appointment could not be requested. Please try again.';

export interface BookingSubmission {
  modal: BookedModal;
  settings: BookedSettings;
  /** `.booked-form` */
  root: HTMLElement;
  /** `#newAppointmentForm` */
  form: HTMLFormElement;
  /** Runs once every appointment is booked. */
  complete(): Promise<void> | void;
}

/**
 * Sends the booking (booking.md §3 "Booking request", §5 "booking response"): validation, then a
 * registration call where needed, then one request per appointment, 100 ms apart. Returns when done.
 */
export async function submitBooking({ modal, settings, root, form, complete }: BookingSubmission): Promise<void> {
  const status = form.querySelector<HTMLElement>('p.status');
  const say = (icon: StatusIcon, text: string) => {
    showStatus(status, icon, text, usesFontAwesome(settings));
    resizeModal(modal);
  };
  say('wait', bookedText(settings, 'i18n_please_wait'));
  const problem = bookingFormProblem(root, form, settings);
  if (problem) {
    say('alert', problem);
    return;
  }

  const submit = form.querySelector<HTMLInputElement | HTMLButtonElement>('#submit-request-appointment');
  const cancels = Array.from(form.querySelectorAll<HTMLElement>('button.cancel'));
  const busy = (on: boolean) => {
    if (submit) submit.disabled = on;
    for (const cancel of cancels) cancel.style.display = on ? 'none' : '';
    // A disabled button loses the focus: give it back once it can take it again.
    if (!on && submit && (!document.activeElement || document.activeElement === document.body)) submit.focus();
  };
  const { signal } = modal;
  const plan = planBooking(form, settings.nonce);
  busy(true);

  if (plan.registration) {
    const answer = await postBooking(settings.ajaxUrl, plan.registration, signal);
    if (signal.aborted) return;
    if (!answer.ok || answer.value.error) {
      say('alert', answer.ok ? answer.value.message || unexplained : answer.message);
      busy(false);
      return;
    }
  }

  let errors = 0;
  for (const [index, { details, fields }] of plan.appointments.entries()) {
    if (index > 0) await delay(BETWEEN_APPOINTMENTS_MS, signal);
    const answer = await postBooking(settings.ajaxUrl, fields, signal);
    if (signal.aborted) return;
    if (!answer.ok || answer.value.error) {
      errors++;
      details?.classList.add('has-error');
      if (answer.ok && details) fireOnDocument(bookedEvents.appointmentError, [wrapForListeners(details)]);
      say('alert', answer.ok ? answer.value.message || unexplained : answer.message);
      // No answer at all: the next request would fail the same way.
      if (!answer.ok) break;
      continue;
    }
    if (details) {
      fireOnDocument(bookedEvents.appointmentSuccess, [wrapForListeners(details)]);
      details.classList.remove('has-error');
      details.classList.add('skip');
    }
  }

  if (errors > 0) {
    busy(false);
    return;
  }
  await complete();
}

import { useRef, useState } from 'react';
import { delay } from '../../../src/delay';
import type { BookedSettings } from '../../../src/settings-booking';
import { postBooking } from '../booked-post';
import { bookedEvents, fireOnDocument, wrapForListeners } from '../legacy-events';
import type { BookedModal } from '../modal/modal-shell';
import type { Status } from '../status-line';
import { bookedText } from '../texts';
import { BETWEEN_APPOINTMENTS_MS } from '../timing';
import { planBooking } from './booking-fields';
import { bookingFormProblem } from './form-validation';

const unexplained = 'The appointment could not be requested. Please try again.';

export interface BookingSubmission {
  /** What `#newAppointmentForm p.status` says. */
  status: Status | null;
  /** Requests are on their way: the submit button is disabled and the cancel buttons hidden. */
  sending: boolean;
  /** Sends the booking; a second call while one runs does nothing. */
  book(): void;
}

/**
 * The booking request (booking.md §3 "Booking request", §5 "booking response"): validation, then a
 * registration call where needed, then one request per appointment not yet booked, 100 ms apart.
 * `complete` runs once every appointment is booked.
 */
export function useBookingSubmission(modal: BookedModal, settings: BookedSettings, complete: () => Promise<void> | void): BookingSubmission {
  const [status, setStatus] = useState<Status | null>(null);
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  async function send(form: HTMLFormElement, root: ParentNode): Promise<void> {
    setStatus({ icon: 'wait', text: bookedText(settings, 'i18n_please_wait') });
    const problem = bookingFormProblem(root, form, settings);
    if (problem) {
      setStatus({ icon: 'alert', text: problem });
      return;
    }
    const { signal } = modal;
    const plan = planBooking(form, settings.nonce);
    setSending(true);

    if (plan.registration) {
      const answer = await postBooking(settings.ajaxUrl, plan.registration, signal);
      if (signal.aborted) return;
      if (!answer.ok || answer.value.error) {
        setStatus({ icon: 'alert', text: answer.ok ? answer.value.message || unexplained : answer.message });
        setSending(false);
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
        setStatus({ icon: 'alert', text: answer.ok ? answer.value.message || unexplained : answer.message });
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
      setSending(false);
      return;
    }
    await complete();
  }

  const book = () => {
    const form = modal.window.querySelector<HTMLFormElement>('#newAppointmentForm');
    if (!form || running.current) return;
    running.current = true;
    void send(form, form.closest<HTMLElement>('.booked-form') ?? modal.window).finally(() => {
      running.current = false;
    });
  };

  return { status, sending, book };
}

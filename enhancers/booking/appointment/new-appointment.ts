import type { BookedSettings } from '../../../src/settings-booking';
import { postForHtml } from '../booked-post';
import { bindBookingForm } from '../form/booking-form';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { createModal, fillModal, resizeModal, revealModal, showModalFailure, type BookedModal } from '../modal/modal-shell';
import { bookedOptions, optionGlobals, optionsToFields, publishedOptions, publishOptions, type RequestOptions } from '../request-options';
import { failureTexts } from '../texts';
import { delay } from '../../../src/delay';
import { FORM_REQUEST_DELAY_MS } from '../timing';
import type { SlotRequest } from './slot-request';

/** Text fields lose the focus first, so a phone's keyboard closes (as Booked does). */
function closeOnScreenKeyboard(): void {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) active.blur();
}

/**
 * A `new-appt` click (booking.md §5): publish `booked_appt_form_options`, fire
 * `booked-before-loading-booking-form`, open the modal, request the form 100 ms later.
 */
export function startNewAppointment(slot: SlotRequest, settings: BookedSettings, opener: Element | null): BookedModal {
  const options = bookedOptions('booked_new_appointment_form', settings.nonce, {
    date: slot.date,
    timeslot: slot.timeslot,
    calendar_id: slot.calendarId,
    title: slot.title,
  });
  publishOptions(optionGlobals.bookingForm, options);
  fireOnDocument(bookedEvents.beforeBookingForm);
  closeOnScreenKeyboard();
  const modal = createModal(opener);
  void loadForm(modal, settings, options, opener);
  return modal;
}

async function loadForm(modal: BookedModal, settings: BookedSettings, options: RequestOptions, opener: Element | null): Promise<void> {
  await delay(FORM_REQUEST_DELAY_MS, modal.signal);
  const fields = optionsToFields(publishedOptions(optionGlobals.bookingForm, options));
  const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-form', modal.signal);
  if (modal.signal.aborted) return;
  if (!answer.ok) {
    showModalFailure(modal, failureTexts.formTitle, answer.message);
    return;
  }
  fillModal(modal, answer.value);
  fireOnDocument(bookedEvents.formLoaded);
  resizeModal(modal);
  bindBookingForm({ modal, settings, reopen: (slot) => startNewAppointment(slot, settings, opener) });
  await revealModal(modal);
}

import { nameIfUnnamed } from '../../../src/accessible-name';
import type { BookedSettings } from '../../../src/settings-booking';
import type { SlotRequest } from '../appointment/slot-request';
import { slotFromElement } from '../appointment/slot-request';
import { closeModal, type BookedModal } from '../modal/modal-shell';
import { completeBooking } from './complete-booking';
import { showForgotPassword, switchCondition, switchFormTab } from './form-switches';
import { submitForgotPassword, submitPopupLogin } from './popup-login';
import { submitBooking } from './submit-booking';

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

/**
 * Wires the booking form loaded into the modal: customer choice, login / forgot password, calendar tabs,
 * and the booking request. Every listener goes when the modal closes.
 */
export function bindBookingForm({ modal, settings, reopen }: BookingFormContext): void {
  const root = modal.window;
  const { signal } = modal;
  let booking = false;
  nameCustomFields(root);

  const book = () => {
    const form = root.querySelector<HTMLFormElement>('#newAppointmentForm');
    const bookedForm = form?.closest<HTMLElement>('.booked-form') ?? root;
    if (!form || booking) return;
    booking = true;
    void submitBooking({ modal, settings, root: bookedForm, form, complete: () => completeBooking(modal, settings) }).finally(() => {
      booking = false;
    });
  };

  root.addEventListener('change', (event) => {
    const input = (event.target as Element).closest?.('.booked-form input[data-condition]');
    if (input instanceof HTMLInputElement && input.checked) switchCondition(root, input);
  }, { signal });

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('.booked-forgot-password, .booked-forgot-goback')) {
      event.preventDefault();
      showForgotPassword(root, !!target.closest('.booked-forgot-password'));
      return;
    }
    const tab = target.closest?.('.booked-tabs-nav span');
    if (tab) {
      switchFormTab(root, tab);
      return;
    }
    if (target.closest?.('#submit-request-appointment')) {
      event.preventDefault();
      book();
    }
  }, { signal });

  let signingIn = false;
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // Only the forms handled here: any other form in the modal (an add-on's) keeps its own submit.
    if (!['newAppointmentForm', 'ajaxforgot', 'ajaxlogin'].includes(form.id)) return;
    event.preventDefault();
    if (form.id === 'newAppointmentForm') book();
    else if (form.id === 'ajaxforgot') void submitForgotPassword(form, modal, settings);
    else if (!signingIn) {
      signingIn = true;
      void submitPopupLogin(form, modal, settings, () => {
        const slot = slotFromElement(form);
        closeModal(modal);
        reopen(slot);
      }).finally(() => {
        signingIn = false;
      });
    }
  }, { signal });
}

import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { readBookedSettings, type BookedSettings } from '../../../src/settings-booking';
import { useServerEvent } from '../../../src/use-server-event';
import { postCommand } from '../booked-post';
import { installBookingGlobals } from '../legacy-globals';
import { bookedOptions, optionsToFields } from '../request-options';
import { bookedText, failureTexts } from '../texts';
import { useLayoutEffect } from 'react';
import { changeCount, collapse, keepFocusNear, toggleCustomFields } from './appointment-list-tools';
import { useAppointmentList } from './use-appointment-list';

/**
 * A customer's appointment list on the profile page (`.booked-profile-appt-list`): custom-field details,
 * and cancelling after confirmation. The block goes and the count drops at once; if the request fails
 * both come back and the list says so.
 */
function CustomerAppointments({ element: list, settings, signal }: ServerMarkupProps<BookedSettings>) {
  const appointments = useAppointmentList(list);
  useLayoutEffect(() => installBookingGlobals(settings), [settings]);

  async function cancel(block: HTMLElement): Promise<void> {
    if (!window.confirm(bookedText(settings, 'i18n_confirm_appt_delete'))) return;
    appointments.clear();
    const count = list.querySelector('h4 span.count');
    const remaining = changeCount(count, -1);
    const noAppointments = remaining === 0 ? list.querySelector<HTMLElement>('.no-appts-message') : null;
    const messageDisplay = noAppointments?.style.display ?? '';
    if (noAppointments) noAppointments.style.display = 'block';
    const fields = optionsToFields(bookedOptions('booked_cancel_appt', settings.nonce, { appt_id: block.getAttribute('data-appt-id') ?? undefined }));
    await appointments.sending(async () => {
      keepFocusNear(list, block);
      const hidden = collapse(block);
      const answer = await postCommand(settings.ajaxUrl, fields, signal);
      if (signal.aborted) return;
      if (answer.ok) {
        block.remove();
        return;
      }
      hidden.restore();
      changeCount(count, 1);
      if (noAppointments) noAppointments.style.display = messageDisplay;
      appointments.say(`${failureTexts.cancelFailed} ${answer.message}`);
    });
  }

  useServerEvent(list, 'click', (event) => {
    const target = event.target as Element;
    const toggle = target.closest?.('.booked-show-cf');
    if (toggle && list.contains(toggle)) {
      event.preventDefault();
      toggleCustomFields(toggle, false);
      return;
    }
    const link = target.closest?.('.appt-block .cancel');
    const block = link?.closest<HTMLElement>('.appt-block');
    if (link && block && list.contains(block)) {
      event.preventDefault();
      void cancel(block);
    }
  });

  return <>{appointments.alert}</>;
}

export default defineComponent(CustomerAppointments, { settings: () => readBookedSettings() });

import { defineEnhancerModule } from '../../../src/enhancer';
import { readBookedSettings } from '../../../src/settings-booking';
import { postCommand } from '../booked-post';
import { installBookingGlobals } from '../legacy-globals';
import { bookedOptions, optionsToFields } from '../request-options';
import { bookedText, failureTexts } from '../texts';
import {
  changeCount, collapse, createDimmer, keepFocusNear, labelCustomFieldToggles, listAlert, toggleCustomFields,
} from './appointment-list-tools';

/**
 * A customer's appointment list on the profile page (`.booked-profile-appt-list`): custom-field details,
 * and cancelling after confirmation. The block goes and the count drops at once; if the request fails
 * both come back and the list says so.
 */
export default defineEnhancerModule({
  settings: () => readBookedSettings(),
  mount(element, { settings, signal }) {
    const list = element as HTMLElement;
    const alert = listAlert(list);
    const dimmer = createDimmer(list);
    labelCustomFieldToggles(list);

    async function cancel(block: HTMLElement): Promise<void> {
      if (!window.confirm(bookedText(settings, 'i18n_confirm_appt_delete'))) return;
      alert.clear();
      const count = list.querySelector('h4 span.count');
      const remaining = changeCount(count, -1);
      const noAppointments = remaining === 0 ? list.querySelector<HTMLElement>('.no-appts-message') : null;
      const messageDisplay = noAppointments?.style.display ?? '';
      if (noAppointments) noAppointments.style.display = 'block';
      dimmer.start();
      keepFocusNear(list, block);
      const hidden = collapse(block);
      const fields = optionsToFields(bookedOptions('booked_cancel_appt', settings.nonce, { appt_id: block.getAttribute('data-appt-id') ?? undefined }));
      const answer = await postCommand(settings.ajaxUrl, fields, signal);
      if (signal.aborted) return;
      if (answer.ok) {
        block.remove();
      } else {
        hidden.restore();
        changeCount(count, 1);
        if (noAppointments) noAppointments.style.display = messageDisplay;
        alert.show(`${failureTexts.cancelFailed} ${answer.message}`);
      }
      dimmer.end();
    }

    list.addEventListener('click', (event) => {
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
    }, { signal });

    const uninstall = installBookingGlobals(settings);
    return () => {
      alert.clear();
      uninstall();
    };
  },
});

import { useLayoutEffect, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { readBookedAgentSettings, type BookedAgentSettings } from '../../../src/settings-booking';
import { useServerEvent } from '../../../src/use-server-event';
import { postCommand } from '../booked-post';
import { installBookingGlobals } from '../legacy-globals';
import { bookedOptions, optionsToFields } from '../request-options';
import { failureTexts } from '../texts';
import { changeCount, collapse, detach, keepFocusNear, nameDeleteLinks, rememberPlace, toggleCustomFields } from '../profile/appointment-list-tools';
import { isBooked24, showTabCounter } from '../profile/tab-counter';
import { useAppointmentList } from '../profile/use-appointment-list';
import { showUserInfo } from './user-info';

/** In the pending tab, the tab's `.counter` follows the list's count: gone at 0, back (in place) above. */
function pendingBadge(list: HTMLElement): { show(count: number | undefined): void } {
  const page = list.closest('#booked-profile-page') ?? list.ownerDocument;
  const counter = list.closest('#profile-fea_pending') ? page.querySelector<HTMLElement>('a[href="#fea_pending"] .counter') : null;
  if (!counter) return { show() {} };
  const place = rememberPlace(counter);
  return {
    show(count) {
      if (count === undefined) return;
      if (count < 1) {
        counter.remove();
        return;
      }
      place.restore();
      showTabCounter(counter, count, isBooked24());
    },
  };
}

/**
 * A Front-End Agents list (`.booked-fea-appt-list`): approve and delete after confirmation, the
 * customer info popup, custom-field details. Counts and the pending badge change at once and come back,
 * with a visible message, when the request fails. Staff calls carry no nonce.
 */
function AgentAppointments({ element: list, settings, signal }: ServerMarkupProps<BookedAgentSettings>) {
  const appointments = useAppointmentList(list);
  const [badge] = useState(() => pendingBadge(list));
  useLayoutEffect(() => {
    // Named at rest already (`appointment-list-at-rest.ts`) unless that part is off.
    nameDeleteLinks(list);
    return installBookingGlobals(undefined);
  }, [list]);

  async function change(kind: 'approve' | 'delete', block: HTMLElement, control: HTMLElement): Promise<void> {
    const question = kind === 'approve' ? settings.confirmApprove : settings.confirmDelete;
    if (!window.confirm(question)) return;
    appointments.clear();
    const count = list.querySelector('h4 span.count');
    badge.show(changeCount(count, -1));
    const appointmentId = (kind === 'approve' ? control.getAttribute('data-appt-id') : null) ?? block.getAttribute('data-appt-id') ?? undefined;
    const action = kind === 'approve' ? 'booked_fea_approve_appt' : 'booked_fea_delete_appt';
    await appointments.sending(async () => {
      if (kind === 'delete') keepFocusNear(list, block);
      else if (control.ownerDocument.activeElement === control) block.querySelector<HTMLElement>('a.delete, a.user')?.focus();
      const undo = kind === 'approve' ? detach(control) : collapse(block);
      const answer = await postCommand(settings.ajaxUrl, optionsToFields(bookedOptions(action, '', { appt_id: appointmentId })), signal);
      if (signal.aborted) return;
      if (answer.ok) {
        if (kind === 'delete') block.remove();
        return;
      }
      undo.restore();
      badge.show(changeCount(count, 1));
      appointments.say(`${kind === 'approve' ? failureTexts.approveFailed : failureTexts.deleteFailed} ${answer.message}`);
    });
  }

  useServerEvent(list, 'click', (event) => {
    const target = event.target as Element;
    const block = target.closest?.<HTMLElement>('.appt-block');
    if (!block || !list.contains(block)) return;
    const toggle = target.closest('.booked-show-cf');
    if (toggle) {
      event.preventDefault();
      toggleCustomFields(toggle, true);
      return;
    }
    const user = target.closest<HTMLElement>('a.user');
    if (user?.parentElement === block) {
      event.preventDefault();
      void showUserInfo(settings.ajaxUrl, user);
      return;
    }
    const approve = target.closest<HTMLElement>('.approve');
    const remove = target.closest<HTMLElement>('.delete');
    if (approve || remove) {
      event.preventDefault();
      void change(approve ? 'approve' : 'delete', block, (approve ?? remove)!);
    }
  });

  return <>{appointments.alert}</>;
}

export default defineComponent(AgentAppointments, { settings: () => readBookedAgentSettings() });

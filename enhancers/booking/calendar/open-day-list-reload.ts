import type { BookedSettings } from '../../../src/settings-booking';
import { postForHtml } from '../booked-post';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { bookedOptions, optionsToFields } from '../request-options';

/**
 * Booked's post-booking list pass (`_reloadApptsList`) takes every `.booked-appt-list` on the page, the one
 * in a calendar's open day too: a `booked_appointment_list_date` with no `date` (that list has no
 * `data-list-date`), `calendar_id=0` (no list navigation in it) and `force_default=false` (no list view
 * around it), after the before-loading event. The answer has nowhere to go. The real site sends it, so it
 * is sent (issue 20 item 7b; this overrules contract defect 6, which said not to).
 */
export function reloadOpenDayLists(wrap: Element, settings: Pick<BookedSettings, 'ajaxUrl' | 'nonce'>, signal: AbortSignal): Promise<void> {
  const sent = Array.from(wrap.querySelectorAll('.booked-appt-list'), (list) => {
    const options = bookedOptions('booked_appointment_list_date', settings.nonce, {
      date: list.getAttribute('data-list-date') ?? undefined,
      calendar_id: Number.parseInt(list.querySelector('.booked-list-view-nav')?.getAttribute('data-calendar-id') ?? '', 10) || 0,
      force_default: list.closest('.booked-list-view')?.getAttribute('data-default') ?? false,
    });
    fireOnDocument(bookedEvents.beforeListDate);
    return postForHtml(settings.ajaxUrl, optionsToFields(options), 'booked-appt-list', signal);
  });
  return Promise.allSettled(sent).then(() => undefined);
}

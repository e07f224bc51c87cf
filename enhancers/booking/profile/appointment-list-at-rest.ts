import type { EnhancerModule } from '../../../src/enhancer';
import { installLegacyStubs } from '../legacy-stubs';
import { labelCustomFieldToggles, nameDeleteLinks } from './appointment-list-tools';
import { isBooked24, showTabCounter } from './tab-counter';

/**
 * The count badge (`.counter`) of the tab whose panel (`#profile-name`) holds this list shows how many
 * appointments the panel lists; none: left as printed.
 */
function countTab(list: Element): void {
  const panel = list.closest('[id^="profile-"]');
  if (!panel) return;
  const href = `#${panel.id.slice('profile-'.length)}`;
  const link = Array.from(list.ownerDocument.querySelectorAll('ul.booked-tabs > li > a')).find((each) => each.getAttribute('href') === href);
  const counter = link?.querySelector<HTMLElement>('.counter');
  const count = panel.querySelectorAll('.appt-block').length;
  if (counter && count > 0) showTabCounter(counter, count, isBooked24());
}

/**
 * The customer's and the staff's appointment lists as the page opens: custom-field links announced as
 * collapsed disclosures, icon-only delete links named, the tab's count badge filled, Booked's window
 * functions there (see `legacy-stubs.ts`). Neither UI nor state,
 * so plain DOM at ready; the lists' components load when the visitor uses them.
 */
const appointmentListAtRest: EnhancerModule = {
  mount(list) {
    labelCustomFieldToggles(list);
    nameDeleteLinks(list);
    countTab(list);
    return installLegacyStubs();
  },
};
export default appointmentListAtRest;

import type { EnhancerModule } from '../../../src/enhancer';
import { chooserFor, nameChooser } from '../calendar-chooser';
import { installLegacyStubs } from '../legacy-stubs';

export const PICKER = 'booked_list_date_picker_trigger';

/** The date picker's trigger is an icon only: give it a name and say it opens a dialog. */
export function labelTriggers(wrap: Element): void {
  for (const trigger of Array.from(wrap.querySelectorAll(`.${PICKER}`))) {
    if (!trigger.hasAttribute('aria-label')) trigger.setAttribute('aria-label', 'Choose a date');
    trigger.setAttribute('aria-haspopup', 'dialog');
  }
}

/**
 * The list view as the page opens: the first day kept as the default, the date picker's trigger and the
 * calendar chooser named, Booked's window functions there (see `legacy-stubs.ts`). Neither UI nor state, so
 * plain DOM at ready; the list's component (`list-enhancer.tsx`) loads when the visitor uses it.
 */
const listAtRest: EnhancerModule = {
  mount(wrap) {
    // The day shown first: day requests send it as `force_default` (Booked kept it on the wrap at load).
    const listDate = wrap.querySelector('.booked-appt-list')?.getAttribute('data-list-date');
    if (listDate) wrap.setAttribute('data-default', listDate);
    nameChooser(chooserFor(wrap));
    labelTriggers(wrap);
    return installLegacyStubs();
  },
};
export default listAtRest;

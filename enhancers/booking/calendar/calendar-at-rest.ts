import type { EnhancerModule } from '../../../src/enhancer';
import { chooserFor, nameChooser } from '../calendar-chooser';
import { installLegacyStubs } from '../legacy-stubs';
import { setUpAtRest, setUpMonth } from './calendar-month';
import { watchSizing } from './calendar-sizing';
import { watchDayTooltips } from './day-tooltips';

/**
 * `booked_js_vars.publicAppointments` read as the settings reader does (a WordPress flag: '', '0' and 0 are
 * off), without it: this part must stay small.
 */
const publicAppointments = (): boolean => {
  const value = (window as unknown as { booked_js_vars?: { publicAppointments?: unknown } }).booked_js_vars?.publicAppointments;
  return !(value == null || value === false || value === '' || value === '0' || value === 0);
};

/**
 * The month calendar as the page opens (Booked's functions.js did this at load): the first month kept as the
 * default, named arrows and chooser, square day cells (again on resize and window load), open days reachable
 * by keyboard, the days' tooltips, Booked's window functions there (see `legacy-stubs.ts`). Neither UI nor state,
 * so plain DOM at ready; the calendar's component (`calendar-enhancer.tsx`) loads when the visitor uses it
 * and starts from this month as it is.
 */
const calendarAtRest: EnhancerModule = {
  mount(element) {
    const wrap = element as HTMLElement;
    // The month shown first: month requests send it as `force_default` (Booked kept it on the wrap at load).
    const shownMonth = wrap.querySelector('.booked-calendar')?.getAttribute('data-calendar-date');
    if (shownMonth) wrap.setAttribute('data-default', shownMonth);
    nameChooser(chooserFor(wrap));
    const unstub = installLegacyStubs();
    const unmark = setUpMonth(wrap, publicAppointments());
    setUpAtRest.add(wrap);
    const unwatch = watchSizing(wrap);
    const untips = watchDayTooltips(wrap);
    return () => {
      untips();
      setUpAtRest.delete(wrap);
      unwatch();
      unmark();
      unstub();
    };
  },
};
export default calendarAtRest;

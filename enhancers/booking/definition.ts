import type { EnhancerDefinition } from '../../src/enhancer';
import { hasGlobal } from '../../src/has-global';
import tabsAtRest from './profile/tabs-at-rest';

const booked = () => hasGlobal('booked_js_vars');
const agents = () => hasGlobal('booked_fea_vars');
const bookedOrAgents = () => booked() || agents();
const CALENDARS = '.booked-calendar-wrap:not(.booked-list-view)';
// The shortcode's calendar chooser sits outside the calendar or list it switches: using it wakes them.
const CHOOSER = 'select.booked_calendar_chooser';
const APPOINTMENT_LISTS = '.booked-profile-appt-list, .booked-fea-appt-list';

/**
 * Booked and its Front-End Agents add-on: each part loads only where its markup is.
 *
 * Strategies: no component of Booked's is needed before the visitor uses it (`interaction`). What the page
 * shows and exposes from the start (square day cells, named controls, the active tab's panel, the count
 * badges) is done at ready by small plain `booking-*-at-rest` parts, which the components start from when
 * they mount. The strategies are written on each definition here rather than through `withStrategies`, so
 * that a booking page at rest does not load that helper's shared chunk: the login page's whole start-up
 * budget is a few hundred bytes. For the same reason the tabs' at-rest part is in this list's own chunk.
 */
export const bookingEnhancers: readonly EnhancerDefinition[] = [
  { name: 'booking-calendar-at-rest', family: 'booking', selector: CALENDARS, when: booked, load: () => import('./calendar/calendar-at-rest') },
  {
    name: 'booking-calendar',
    family: 'booking',
    selector: CALENDARS,
    strategy: 'interaction',
    triggers: CHOOSER,
    when: booked,
    load: () => import('./calendar/calendar-enhancer'),
  },
  { name: 'booking-list-at-rest', family: 'booking', selector: '.booked-list-view', when: booked, load: () => import('./list/list-at-rest') },
  {
    name: 'booking-list',
    family: 'booking',
    selector: '.booked-list-view',
    strategy: 'interaction',
    triggers: CHOOSER,
    when: booked,
    load: () => import('./list/list-enhancer'),
  },
  { name: 'booking-tabs-at-rest', family: 'booking', selector: 'ul.booked-tabs', when: bookedOrAgents, load: async () => ({ default: tabsAtRest }) },
  {
    name: 'booking-tabs',
    family: 'booking',
    selector: 'ul.booked-tabs',
    strategy: 'interaction',
    when: bookedOrAgents,
    load: () => import('./profile/tabs-enhancer'),
  },
  {
    name: 'booking-appointments-at-rest',
    family: 'booking',
    selector: APPOINTMENT_LISTS,
    when: bookedOrAgents,
    load: () => import('./profile/appointment-list-at-rest'),
  },
  {
    name: 'booking-customer-appointments',
    family: 'booking',
    selector: '.booked-profile-appt-list',
    strategy: 'interaction',
    when: booked,
    load: () => import('./profile/customer-appointments-enhancer'),
  },
  {
    name: 'booking-agent-appointments',
    family: 'booking',
    selector: '.booked-fea-appt-list',
    strategy: 'interaction',
    when: agents,
    load: () => import('./agents/agent-appointments-enhancer'),
  },
  {
    name: 'booking-account-forms',
    family: 'booking',
    selector: '.booked-form-wrap, .booked-upload-wrap',
    strategy: 'interaction',
    when: booked,
    load: () => import('./account/account-forms-enhancer'),
  },
];

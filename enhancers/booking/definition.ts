import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { hasGlobal } from '../../src/has-global';

const booked = () => hasGlobal('booked_js_vars');

/** Booked and its Front-End Agents add-on: each part loads only where its markup is. */
export const bookingEnhancers: readonly EnhancerDefinition[] = withStrategies(
  [
    {
      name: 'booking-calendar',
      family: 'booking',
      selector: '.booked-calendar-wrap:not(.booked-list-view)',
      when: booked,
      load: () => import('./calendar/calendar-enhancer'),
    },
    {
      name: 'booking-list',
      family: 'booking',
      selector: '.booked-list-view',
      when: booked,
      load: () => import('./list/list-enhancer'),
    },
    {
      name: 'booking-tabs',
      family: 'booking',
      selector: 'ul.booked-tabs',
      when: () => booked() || hasGlobal('booked_fea_vars'),
      load: () => import('./profile/tabs-enhancer'),
    },
    {
      name: 'booking-customer-appointments',
      family: 'booking',
      selector: '.booked-profile-appt-list',
      when: booked,
      load: () => import('./profile/customer-appointments-enhancer'),
    },
    {
      name: 'booking-agent-appointments',
      family: 'booking',
      selector: '.booked-fea-appt-list',
      when: () => hasGlobal('booked_fea_vars'),
      load: () => import('./agents/agent-appointments-enhancer'),
    },
    {
      name: 'booking-account-forms',
      family: 'booking',
      selector: '.booked-form-wrap, .booked-upload-wrap',
      when: booked,
      load: () => import('./account/account-forms-enhancer'),
    },
  ],
  // The calendars and the profile's lists are the page's first screen, and lists in hidden tabs count their
  // items for the tab labels at mount: they start at once. The list view and the account forms wait to be near.
  {
    'booking-list': 'visible',
    'booking-account-forms': 'visible',
  },
);

// Fault-matrix rows of Contact Form 7 (its REST routes; the fault switch's keys are cf7_*).
import type { MatrixRow } from './row';

const form = '#wpcf7-f44-p60-o1 > form';

export const CF7_ROWS: MatrixRow[] = [
  {
    action: 'cf7_feedback',
    route: /^POST \/wp-json\/contact-form-7\/v1\/contact-forms\/44\/feedback$/,
    what: 'contact form 7: Submit',
    page: '/contacts.html',
    prepare: async (page) => {
      await page.fill(`${form} [name="your-name"]`, 'Jane Doe');
      await page.fill(`${form} [name="your-phone"]`, '+44 20 7946 0000');
    },
    keep: [`${form} [name="your-name"]`, `${form} [name="your-phone"]`],
    control: (page) => page.locator(`${form} .wpcf7-submit`),
    // Sent from the keyboard, as a visitor pressing Enter in the last field.
    trigger: (page) => page.locator(`${form} [name="your-phone"]`).press('Enter'),
    message: `${form} .wpcf7-response-output`,
    idle: (page) => page.waitForFunction((selector) => !document.querySelector(selector)?.classList.contains('submitting'), form),
    succeeded: (page) => page.locator(`${form}.sent`).waitFor(),
  },
  {
    action: 'cf7_schema',
    route: /^GET \/wp-json\/contact-form-7\/v1\/contact-forms\/\d+\/feedback\/schema$/,
    what: 'contact form 7: validation schema at load',
    page: '/contacts.html',
    faultBeforeOpen: true,
    silent: 'the form falls back to the server validation (tested in cf7.test.ts)',
    control: (page) => page.locator(`${form} .wpcf7-submit`),
    message: `${form} .wpcf7-response-output`,
    succeeded: (page) => page.locator(`${form}.sent`).waitFor(),
  },
];

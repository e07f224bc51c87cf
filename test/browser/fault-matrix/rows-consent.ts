// Fault-matrix rows of the consent family (WP GDPR Compliance).
import type { MatrixRow } from './row';

const accessForm = '.wpgdprc-form--access-request';
const users = '.wpgdprc-form--delete-request:has(tr[data-id="7"])';

export const CONSENT_ROWS: MatrixRow[] = [
  {
    action: 'wpgdprc_consent_cookie',
    what: 'consent bar: Accept',
    page: '/consent.html',
    control: (page) => page.locator('.wpgdprc-button--accept'),
    message: '.wpgdprc-consent-bar [role="alert"]',
    succeeded: (page) => page.waitForFunction(() => document.cookie.includes('wpgdprc-consent')),
  },
  {
    action: 'wpgdprc_process_action',
    what: 'access request form',
    page: '/consent.html',
    prepare: async (page) => {
      await page.fill('#wpgdprc-form__email', 'jane@example.com');
      await page.check('#wpgdprc-form__consent');
    },
    keep: ['#wpgdprc-form__email'],
    control: (page) => page.locator(`${accessForm} .wpgdprc-form__input--submit`),
    message: `${accessForm} .wpgdprc-message--error`,
    succeeded: (page) => page.locator(`${accessForm} .wpgdprc-message--success`).waitFor(),
    retried: (page) =>
      page.locator(`${accessForm} .wpgdprc-message--success, ${accessForm} .wpgdprc-message--error:has-text("already requested")`).waitFor(),
  },
  {
    action: 'wpgdprc_process_action',
    what: 'deletion request (rows of users)',
    page: '/consent-delete.html',
    prepare: async (page) => {
      await page.locator(`${users} tr[data-id="7"] input.wpgdprc-checkbox`).check();
    },
    control: (page) => page.locator(`${users} .wpgdprc-remove`),
    message: `${users} .wpgdprc-message--error`,
    beforeRetry: async (page) => {
      // A corrupted answer may hide that the server did remove row 7: the visitor goes on with row 8.
      await page.locator(`${users} tr[data-id="7"] input.wpgdprc-checkbox`).uncheck();
      await page.locator(`${users} tr[data-id="8"] input.wpgdprc-checkbox`).check();
    },
    succeeded: (page) => page.locator('.wpgdprc-status--removed').first().waitFor({ state: 'attached' }),
  },
];

import * as assert from 'uvu/assert';
import { pageSuite } from './helpers/page-suite';
import { assertHidden, assertVisible } from './helpers/visible';

// Issue 9 fidelity, consent family: under the fixture copy of WP GDPR Compliance's front.css (modal hidden until
// .is-open, descriptions hidden but the active one), what front.min.js reveals is really visible: the bar (inline
// display:block, first in the body), the modal, a chosen description (inline display:flex), the access-request answer.
const { test, open } = pageSuite('fidelity: consent');

const description = (target: string) => `#wpgdprc-consent-modal .wpgdprc-consent-modal__description[data-target="${target}"]`;

test('bar, modal and tabs: each revealed part is visible, the others hidden, and all hidden again on close', async () => {
  const { page } = await open('/consent.html');
  await assertVisible(page, 'body > .wpgdprc-consent-bar:first-child');
  assert.is(await page.evaluate(() => document.querySelector<HTMLElement>('.wpgdprc-consent-bar')!.style.display), 'block', 'inline display:block, as front.min.js sets');
  for (const button of ['.wpgdprc-button--settings', '.wpgdprc-button--accept']) await assertVisible(page, `.wpgdprc-consent-bar ${button}`);

  await assertHidden(page, '#wpgdprc-consent-modal');
  await page.click('.wpgdprc-consent-bar .wpgdprc-button--settings');
  await assertVisible(page, '#wpgdprc-consent-modal .wpgdprc-consent-modal__inner');
  await assertVisible(page, '#wpgdprc-consent-modal .wpgdprc-consent-modal__close svg');
  await assertVisible(page, description('description'));
  await assertHidden(page, description('7'));

  await page.click('#wpgdprc-consent-modal .wpgdprc-consent-modal__navigation-button[data-target="7"]');
  await assertVisible(page, description('7'));
  await assertVisible(page, `${description('7')} .wpgdprc-switch`);
  await assertHidden(page, description('description'));
  assert.ok(await page.locator('.wpgdprc-consent-modal__navigation-button--active[data-target="7"]').count(), 'the chosen button is marked active');

  await page.click('#wpgdprc-consent-modal .wpgdprc-consent-modal__close');
  await assertHidden(page, '#wpgdprc-consent-modal');
});

test('access request: the answer (server-hidden by an inline display:none) shows in the success style', async () => {
  const { page } = await open('/consent.html');
  const message = '.wpgdprc-form--access-request .wpgdprc-message';
  await assertHidden(page, message);
  await page.fill('#wpgdprc-form__email', 'jane@example.com');
  await page.check('#wpgdprc-form__consent');
  await page.click('.wpgdprc-form__input--submit');
  await page.locator(`${message}.wpgdprc-message--success`).waitFor({ state: 'attached' });
  await assertVisible(page, message);
});

test.run();

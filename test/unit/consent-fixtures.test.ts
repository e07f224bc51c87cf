import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import {
  CONSENT_COOKIE_NAME, CONSENT_NONCE, CONSENT_NONCE_ARG, CONSENT_PROCESSORS, CONSENT_TOKEN,
} from '../../fixtures/server/demo-constants';

// The fixture pages print the same processors, nonce and token the emulated backend checks.
const page = (name: string) => readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), 'utf8');
const frontOf = (html: string) => JSON.parse(/var wpgdprcFront = (\{.*\});/.exec(html)![1]!) as Record<string, unknown>;

test('consent.html: wpgdprcFront carries the demo processors (every placement), nonce, argument and cookie name', () => {
  const front = frontOf(page('consent.html'));
  assert.is(front.ajaxNonce, CONSENT_NONCE);
  assert.is(front.ajaxArg, CONSENT_NONCE_ARG);
  assert.is(front.cookieName, CONSENT_COOKIE_NAME);
  assert.is(front.path, '/');
  const consents = front.consents as { ID: string; required: string; placement: string; title: string; content: string }[];
  assert.equal(
    consents.map((consent) => [Number(consent.ID), consent.required === '1', consent.placement, consent.title]),
    CONSENT_PROCESSORS.map((processor) => [processor.ID, processor.required, processor.placement, processor.title]),
  );
  assert.equal(new Set(consents.map((consent) => consent.placement)), new Set(['head', 'body', 'footer']));
  assert.ok(consents.some((consent) => /<script[^>]+src="\/assets\/consent\/analytics\.js"/.test(consent.content)), 'one external script');
  assert.ok(page('consent.html').includes('<script type="module" src="/dist/enhance.js"></script>\n</body>'));
});

test('consent.html: one tab per processor, a switch for each optional one only', () => {
  const { document } = new JSDOM(page('consent.html')).window;
  const targets = Array.from(document.querySelectorAll('.wpgdprc-consent-modal__navigation-button'), (button) => button.getAttribute('data-target'));
  assert.equal(targets, ['description', ...CONSENT_PROCESSORS.map((processor) => String(processor.ID))]);
  const switches = Array.from(document.querySelectorAll<HTMLInputElement>('#wpgdprc-consent-modal input[type="checkbox"]'), (input) => Number(input.value));
  assert.equal(switches, CONSENT_PROCESSORS.filter((processor) => !processor.required).map((processor) => processor.ID));
  assert.is(document.querySelector<HTMLElement>('.wpgdprc-consent-bar')!.style.display, 'none');
});

test('consent-delete.html: the token of the e-mailed link, both deletion forms, no active processor', () => {
  const html = page('consent-delete.html');
  const front = frontOf(html);
  assert.is(front.token, CONSENT_TOKEN);
  assert.is(front.consents, undefined);
  assert.ok(html.includes('<!--fixture:wpgdprc-delete-user-->'));
  assert.ok(html.includes('<!--fixture:wpgdprc-delete-comment-->'));
});

test.run();

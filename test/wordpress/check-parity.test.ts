// `wp-enhance check` on a real WordPress (6.1, 6.5.5 or 6.7; issue 22), before the plugin is installed (files run in name order;
// plugin.test.ts installs it): the booking page with a small working stand-in for Booked's functions.js, registered
// under its handle (fixtures/wordpress/mu-plugin/wp-enhance-fixture/standin-calendar.js). The check takes the
// stand-in out as it takes the original out, and compares the month arrow on both sides.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { checkPage } from '../../cli/check';
import { wpVersion } from './core';
import { reported } from './hooks';

const url = process.env.WP_URL!;
const test = suite(`wp-enhance check on WordPress ${wpVersion}: parity with a stand-in original`);
let out: string;

test.before(reported('check-parity.test.ts before', () => {
  assert.ok(url, 'run through scripts/test-wordpress.mjs (npm run test:wordpress)');
  out = mkdtempSync(join(tmpdir(), 'wp-enhance-check-'));
  // The bundle the plugin is packaged from, as the plugin's tests read it.
  if (process.env.ENHANCE_OUT) process.env.ENHANCE_DIST = process.env.ENHANCE_OUT;
}));

test.after(() => rmSync(out, { recursive: true, force: true }));

const page = (standin: string) => `${url}/?wp_enhance_page=booking&standin=${standin}`;
const check = (standin: string) =>
  checkPage({ target: page(standin), families: ['booking'], out: join(out, standin), timeoutMs: 30_000, allowPost: false, interactions: true, log: () => undefined });

test('a stand-in that does what the original does: the same request and text, parity, exit code 0', async () => {
  const report = await check('calendar');
  assert.equal(report.dequeued.map(({ handle }) => handle), ['booked-spin-js', 'booked-spin-jquery', 'booked-tooltipster', 'booked-functions']);
  assert.ok(report.dequeued.find(({ handle }) => handle === 'booked-functions')!.src.includes('standin-calendar.js'));
  assert.equal(report.interactions.map(({ enhancer, label }) => `${enhancer}: ${label}`), ['booking-calendar: next month']);
  const [next] = report.interactions;
  const sent = (side: 'original' | 'enhanced') => next![side][0]!.requests.map(({ fields }) => fields.map(([name]) => name).join(','));
  assert.equal(sent('original'), ['action,gotoMonth,force_default'], 'the stand-in sends what Booked sends');
  assert.equal(sent('enhanced'), sent('original'));
  assert.match(next!.enhanced[0]!.text.join(' '), /[A-Z][a-z]+ \d{4}/, 'the month is compared');
  assert.equal(report.differences, []);
  assert.is(await main(['check', page('calendar'), '--families', 'booking', '--out', join(out, 'cli-same')], () => undefined), 0);
});

test('a stand-in one field name and one text apart: exactly those two differences, exit code 1', async () => {
  const report = await check('calendar-differs');
  assert.is(report.differences.length, 2, report.differences.join('\n'));
  const [fields, text] = report.differences;
  assert.match(fields!, /^booking-calendar: next month, after "click \.booked-calendar-wrap \.page-right": request 1 \(booked_calendar_month\) field names differ: original action, goto_month, force_default; enhanced action, gotoMonth, force_default$/);
  assert.match(text!, /^booking-calendar: next month, after "click \.booked-calendar-wrap \.page-right": visible text differs: original ".+"; enhanced ".+"$/);
  assert.is(await main(['check', page('calendar-differs'), '--families', 'booking', '--out', join(out, 'cli-differs')], () => undefined), 1);
});

test.run();

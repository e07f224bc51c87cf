import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareSteps, type StepResult } from '../../cli/parity';
import { fieldsOf, READ_ONLY_ACTIONS } from '../../cli/site-requests';

const step = (fields: [string, string][], text: string[], extra: Partial<StepResult> = {}): StepResult => ({
  step: 'click .page-right',
  requests: [{ method: 'POST', path: '/wp-admin/admin-ajax.php', fields, heldBack: false }],
  text,
  screenshot: 'x.png',
  errors: [],
  ...extra,
});
const MONTH: [string, string][] = [['action', 'booked_calendar_month'], ['gotoMonth', '2026-12-01'], ['calendar_id', '1']];

test('the same requests and text: no difference', () => {
  assert.equal(compareSteps('booking-calendar: next month', [step(MONTH, ['December 2026'])], [step(MONTH, ['December 2026'])]), { differences: [], intended: [] });
});

test('one field name and one text apart: exactly those two differences, one line each', () => {
  const renamed: [string, string][] = [['action', 'booked_calendar_month'], ['goto_month', '2026-12-01'], ['calendar_id', '1']];
  const { differences } = compareSteps('booking-calendar: next month', [step(MONTH, ['December 2026', 'Back'])], [step(renamed, ['Dezember 2026', 'Back'])]);
  assert.equal(differences, [
    'booking-calendar: next month, after "click .page-right": request 1 (booked_calendar_month) field names differ: original action, gotoMonth, calendar_id; enhanced action, goto_month, calendar_id',
    'booking-calendar: next month, after "click .page-right": visible text differs: original "December 2026"; enhanced "Dezember 2026"',
  ]);
});

test('a value, a missing request and a failed step are each named', () => {
  const otherMonth: [string, string][] = [['action', 'booked_calendar_month'], ['gotoMonth', '2027-01-01'], ['calendar_id', '1']];
  assert.equal(compareSteps('c', [step(MONTH, [])], [step(otherMonth, [])]).differences, [
    'c, after "click .page-right": request 1 (booked_calendar_month) field gotoMonth differs: original "2026-12-01"; enhanced "2027-01-01"',
  ]);
  assert.equal(compareSteps('c', [step(MONTH, [])], [{ ...step(MONTH, []), requests: [] }]).differences, [
    'c, after "click .page-right": request 1 differs: original POST /wp-admin/admin-ajax.php action=booked_calendar_month&gotoMonth=2026-12-01&calendar_id=1; enhanced sent nothing',
  ]);
  assert.equal(compareSteps('c', [step(MONTH, [])], [step(MONTH, [], { failed: 'not visible' })]).differences, ['c, after "click .page-right": the step failed with the enhancers (not visible)']);
});

test('an error during a step on the enhanced side only is a difference; one both sides show is not', () => {
  const shared = 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  assert.equal(compareSteps('c', [step(MONTH, [], { errors: [shared] })], [step(MONTH, [], { errors: [shared, 'page error: boom', 'page error: boom'] })]).differences, [
    'c, after "click .page-right": page error: boom with the enhancers only',
  ]);
});

test('after a step where the enhancers deliberately do otherwise, its differences are listed apart, with why', () => {
  const open = step([], ['Login Forgot password?'], { step: 'click a.popup_login_link' });
  const escape = (text: string[]) => step([], text, { step: 'press Escape', intended: 'a dialog closes on Escape' });
  assert.equal(compareSteps('login', [open, escape(['Login Forgot password?'])], [open, escape([])]), {
    differences: [],
    intended: ['login, after "press Escape": visible text differs: original "Login Forgot password?"; enhanced nothing (intended: a dialog closes on Escape)'],
  });
  assert.is(compareSteps('login', [{ ...open, text: ['Login'] }, escape([])], [open, escape([])]).differences.length, 1, 'the step before is compared as ever');
});

test('a long text: the difference is shown where the texts part', () => {
  const long = 'x'.repeat(300);
  const [line] = compareSteps('c', [step(MONTH, [`${long} one`])], [step(MONTH, [`${long} two`])]).differences;
  assert.match(line!, /original "…x{39} one"; enhanced "…x{39} two"$/);
});

const request = (url: string, postData: string | null, type = 'application/x-www-form-urlencoded; charset=UTF-8') => ({
  url: () => url, postData: () => postData, headers: () => ({ 'content-type': type }),
});

test('fields: form-encoded and multipart bodies and queries, in order, nonces and times masked', () => {
  assert.equal(fieldsOf(request('https://s/wp-admin/admin-ajax.php', 'action=post_counter&nonce=5b1c9e0a2f&post_id=12&views=3')), [
    ['action', 'post_counter'], ['nonce', 'masked-nonce'], ['post_id', '12'], ['views', '3'],
  ]);
  assert.equal(fieldsOf(request('https://s/wp-admin/admin-ajax.php?_=1764230400123', 'action=x&security=abc&time=1764230400')), [
    ['_', 'masked-time'], ['action', 'x'], ['security', 'masked-nonce'], ['time', 'masked-time'],
  ]);
  const multipart = '------WebKitFormBoundaryAb12\r\nContent-Disposition: form-data; name="your-name"\r\n\r\nAda\r\n------WebKitFormBoundaryAb12\r\nContent-Disposition: form-data; name="_wpcf7"\r\n\r\n46\r\n------WebKitFormBoundaryAb12--\r\n';
  assert.equal(fieldsOf(request('https://s/wp-json/contact-form-7/v1/contact-forms/46/feedback', multipart, 'multipart/form-data; boundary=----WebKitFormBoundaryAb12')), [
    ['your-name', 'Ada'], ['_wpcf7', '46'],
  ]);
});

test('what a check may send to a live site: only actions that read', () => {
  for (const action of ['booked_add_appt', 'booked_cancel_appt', 'wpgdprc_process_action', 'post_counter', 'emailer_submit', 'trx_utils_registration_user']) {
    assert.not.ok(READ_ONLY_ACTIONS.has(action), action);
  }
  assert.ok(READ_ONLY_ACTIONS.has('booked_calendar_month'));
});

test('a step that leaves the page on one side only is a difference, naming where each side went', () => {
  const stays = step([], ['test'], { step: 'press Enter on .search_field', address: '' });
  assert.equal(compareSteps('search', [stays], [{ ...stays, address: '/?s=test' }]).differences, [
    'search, after "press Enter on .search_field": the visitor stays on the page in the original; goes to /?s=test with the enhancers',
  ]);
  assert.equal(compareSteps('search', [{ ...stays, address: '/?s=test' }], [{ ...stays, address: '/?s=test' }]).differences, []);
});

test('measured heights: a placeholder of another height is a difference; a pixel of rounding is not', () => {
  const scrolled = (heights: number[]) => step([], [], { step: 'scroll to 900 px', heights });
  assert.equal(compareSteps('fixed header', [scrolled([197])], [scrolled([134])]).differences, [
    'fixed header, after "scroll to 900 px": heights differ: original 197 px; enhanced 134 px',
  ]);
  assert.equal(compareSteps('fixed header', [scrolled([197])], [scrolled([196])]).differences, []);
  assert.equal(compareSteps('fixed header', [scrolled([197])], [scrolled([])]).differences, [
    'fixed header, after "scroll to 900 px": heights differ: original 197 px; enhanced none shown',
  ]);
});

test("a difference that shows the original's own defect (an `undefined` text) is intended, with the contract's why", () => {
  const failed = (text: string) => step([['action', 'trx_utils_login_user']], [text], { step: 'click submit' });
  const compared = compareSteps('login', [failed('undefined Error: unknown name')], [failed('Login failed! Error: unknown name')]);
  assert.equal(compared.differences, []);
  assert.match(compared.intended[0]!, /visible text differs.*\(intended: the original prints `undefined`/);
  assert.is(compareSteps('login', [failed('Login failed!')], [failed('Login failed! Error: unknown name')]).differences.length, 1, "A's text against B's is a difference");
});

test.run();

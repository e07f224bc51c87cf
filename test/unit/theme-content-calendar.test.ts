import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeContentEnhancers } from '../../enhancers/theme-content/definition';
import '../../enhancers/theme-content/calendar-change';
import '../../src/message-popup';
import { FAILURES, navigation, popupText, reply, setThemePage, settle, startEnhancers, stopEnhancers, THEME_NONCE, until, user, type Generation } from './theme-harness';

const widgetA = `<aside class="widget widget_calendar"><h5>Calendar</h5><table class="wp-calendar" id="old"><thead><tr>
  <th class="month_prev"><a href="#" data-type="post" data-year="2024" data-month="2" title="February"></a></th>
  <th class="month_cur" colspan="5">March</th>
  <th class="month_next"><a href="#" data-type="post" data-year="2024" data-month="4" title="April"></a></th></tr></thead><tbody></tbody></table></aside>`;
const widgetB = `<aside class="widget widget_calendar"><div id="calendar_wrap" class="calendar_wrap"><table class="wp-calendar" id="old"><caption>March 2024</caption><tbody><tr><td>1</td></tr>
  <tr><td colspan="3" class="month_prev"><a href="#" data-type="post" data-year="2024" data-month="2" data-letter="0">&laquo; Feb</a></td>
  <td class="pad">&nbsp;</td><td colspan="3" class="month_next"><a href="#" data-type="post" data-year="2024" data-month="4" data-letter="0">Apr &raquo;</a></td></tr></tbody></table></div></aside>`;
const answerTable = (month: string) =>
  `<table class="wp-calendar" id="new"><caption>${month}</caption><tbody><tr><td class="month_prev"><a href="#" data-type="post" data-year="2024" data-month="3">&laquo;</a></td>` +
  `<td class="month_next"><a href="#" data-type="post" data-year="2024" data-month="5" onclick="window.ran=1">&raquo;</a></td></tr></tbody></table><script>window.ran=2</script>`;

const arrow = (side: 'prev' | 'next') => document.querySelector<HTMLElement>(`.month_${side} a`)!;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme calendar widget and category dropdown');

async function setUp(generation: Generation, html: string, respond: () => Response | Promise<Response> = () => reply({ error: '', data: answerTable('April 2024') })) {
  resetDom(html);
  setThemePage(generation);
  fetch = installFakeFetch(respond);
  await startEnhancers(themeContentEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  fetch.restore();
});

test('A: calendar_change_month with month, year and post_type; the answer replaces the table (no scripts, no handlers)', async () => {
  await setUp('A', widgetA);
  user(() => arrow('next').click());
  await until(() => document.getElementById('new') !== null);
  assert.is(fetch.sent[0]!.body, `action=calendar_change_month&nonce=${THEME_NONCE}&month=4&year=2024&post_type=post`);
  assert.is(document.getElementById('old'), null);
  assert.is(document.getElementById('new')!.parentElement!.className, 'widget widget_calendar');
  assert.is(document.querySelector('script'), null);
  assert.is(arrow('next').getAttribute('onclick'), null);
});

test('B: the letter goes first; keyboard focus moves to the same arrow in the new table', async () => {
  await setUp('B', widgetB);
  arrow('prev').focus();
  user(() => arrow('prev').click());
  await until(() => document.getElementById('new') !== null);
  assert.is(fetch.sent[0]!.body, `action=calendar_change_month&nonce=${THEME_NONCE}&letter=0&month=2&year=2024&post_type=post`);
  assert.is(document.getElementById('new')!.parentElement!.id, 'calendar_wrap');
  assert.is(document.activeElement, arrow('prev'));
  assert.is(arrow('prev').getAttribute('data-month'), '3');
});

for (const [label, respond, detail] of [...FAILURES, ['the action error', () => reply({ error: 'Wrong month or year', data: '' }), /Wrong month or year/] as const]) {
  test(`${label}: a warning; the old month stays and the arrows work again`, async () => {
    let calls = 0;
    await setUp('A', widgetA, () => (++calls === 1 ? respond() : reply({ error: '', data: answerTable('May') })));
    user(() => arrow('next').click());
    await until(() => popupText() !== undefined);
    assert.match(popupText() ?? '', detail);
    assert.ok(document.getElementById('old'));
    assert.not.ok(document.querySelector('.widget_calendar')!.hasAttribute('aria-busy'));
    user(() => arrow('next').click());
    await until(() => document.getElementById('new') !== null);
  });
}

test('one month change at a time', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('A', widgetA, () => new Promise<Response>((resolve) => (answer = resolve)));
  user(() => arrow('next').click());
  user(() => arrow('prev').click());
  await until(() => fetch.sent.length === 1);
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: '', data: answerTable('April') }));
  await until(() => document.getElementById('new') !== null);
});

test('category dropdown: an id above 0 opens site_url/?cat=<id>; the placeholder (-1) does nothing', async () => {
  await setUp('B', `<aside class="widget widget_subcategories"><select name="cat"><option value="-1">Select</option><option value="7">Trips</option></select></aside>`);
  const select = document.querySelector('select')!;
  select.value = '-1';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  assert.equal(navigation.assigned, []);
  select.value = '7';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  assert.equal(navigation.assigned, ['https://site.tld/?cat=7']);
});

test.run();

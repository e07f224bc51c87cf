import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import type { Lifecycle } from '../../src/lifecycle';
import { placeTooltip } from '../../enhancers/booking/calendar/tooltip-placement';
import { monthTableHtml } from '../../fixtures/server/booking/month-html';
import { addMonths, today } from '../../fixtures/server/dates';
import { createState } from '../../fixtures/server/state';
import { key, mountBooking, settle, useBooked, useNodeAbort, waitFor } from './booking-test-helpers';

const test = suite('calendar day tooltips');
likeTheBrowser(test);

let lifecycle: Lifecycle | undefined;
let clock: FakeClock | undefined;
test.after.each(async () => {
  lifecycle?.stop();
  lifecycle = undefined;
  clock?.uninstall();
  clock = undefined;
  useNodeAbort();
  await settle();
  assert.is(tooltip(), null, 'a stopped calendar leaves no tooltip');
});

const view = { scrollX: 0, scrollY: 0, width: 1280 };

test('placement: centred above the day, overlapping it by 3 px (offsetY −15, 12 px gap), no arrow shift', () => {
  assert.equal(placeTooltip({ left: 711.8, top: 1176.1, width: 141.7, height: 141.7 }, { width: 97.25, height: 34 }, { ...view, scrollY: 781 }), {
    top: 1145,
    left: 734,
    side: 'top',
  });
});

test('placement: pushed back into the window sideways, the arrow shifted by as much; below the day when there is no room above', () => {
  assert.equal(placeTooltip({ left: 0, top: 300, width: 40, height: 40 }, { width: 100, height: 34 }, view), { top: 269, left: 0, side: 'top', arrowLeft: -30 });
  assert.equal(placeTooltip({ left: 1260, top: 300, width: 20, height: 20 }, { width: 100, height: 34 }, view), { top: 269, left: 1180, side: 'top', arrowLeft: 40 });
  assert.equal(placeTooltip({ left: 100, top: 10, width: 40, height: 40 }, { width: 40, height: 34 }, view), { top: 47, left: 100, side: 'bottom' });
});

const state = createState();
// Two months ahead: every weekday there has free slots.
const month = () => monthTableHtml(state, { calendarId: 1, month: addMonths(today(), 2), firstMonth: today() });

async function calendarAtRest(html = month()): Promise<HTMLElement> {
  // The light theme's border and background, which the arrow takes its colours from.
  resetDom(`<style>.tooltipster-light { border: 1px solid #ddd; background: #fff; }</style><div class="booked-calendar-shortcode-wrap"><div class="booked-calendar-wrap large">${html}</div></div>`);
  useBooked();
  lifecycle = await mountBooking(['booking-calendar-at-rest']);
  return document.querySelector<HTMLElement>('.booked-calendar-wrap')!;
}

const tooltip = () => document.querySelector<HTMLElement>('body > .tooltipster-base');
const hover = (element: Element) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
const leave = (element: Element) => element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));

test('at rest: the titles become tooltipstered origins, as tooltipster leaves them (no native title tip)', async () => {
  const wrap = await calendarAtRest();
  const origins = wrap.querySelectorAll('span.date.tooltipster');
  assert.ok(origins.length > 0);
  for (const origin of Array.from(origins)) {
    assert.not.ok(origin.hasAttribute('title'));
    assert.ok(origin.classList.contains('tooltipstered'));
  }
  lifecycle!.stop();
  lifecycle = undefined;
  assert.match(wrap.querySelector('span.date.tooltipster')!.getAttribute('title')!, /^\d+ Available$/, 'the title comes back when the part stops');
});

test('hover: after the 50 ms delay, tooltipster\'s markup in body with the day\'s text; leaving makes it die and go', async () => {
  const wrap = await calendarAtRest();
  clock = installFakeClock();
  const origin = wrap.querySelector<HTMLElement>('td:not(.prev-date) span.date.tooltipster')!;
  const cell = origin.closest('td')!;
  hover(origin.querySelector('.number')!);
  clock.tick(49);
  await settle();
  assert.is(tooltip(), null, 'not before the delay');
  clock.tick(1);
  const tip = await waitFor(tooltip);
  assert.is(tip.className, 'tooltipster-base tooltipster-light tooltipster-grow tooltipster-grow-show');
  assert.match(tip.getAttribute('style')!, /transition-duration: 200ms; animation-duration: 200ms; top: -?\d+px; left: -?\d+px;/);
  assert.match(tip.querySelector('.tooltipster-content')!.textContent!, /^\d+ Available$/);
  const arrow = tip.querySelector('.tooltipster-arrow')!;
  assert.is(arrow.className, 'tooltipster-arrow-top tooltipster-arrow');
  assert.is(arrow.children.length, 2);
  assert.is(arrow.children[0]!.className, 'tooltipster-arrow-border');
  assert.is(arrow.children[0]!.getAttribute('style'), 'margin-bottom: -1px; border-color: rgb(221, 221, 221);');
  assert.is(arrow.children[1]!.getAttribute('style'), 'border-color: rgb(255, 255, 255);');
  assert.is(tip.getAttribute('role'), 'tooltip');
  assert.is(cell.getAttribute('aria-describedby'), tip.id);

  leave(origin);
  await settle();
  assert.is(tip.className, 'tooltipster-base tooltipster-light tooltipster-grow tooltipster-dying');
  assert.not.ok(cell.hasAttribute('aria-describedby'));
  clock.tick(200);
  assert.is(tooltip(), null);
});

test('keyboard: a focused day shows its tooltip, Escape hides it, so does leaving the day', async () => {
  const wrap = await calendarAtRest();
  clock = installFakeClock();
  const cells = Array.from(wrap.querySelectorAll<HTMLElement>('td[tabindex="0"]')).filter((cell) => cell.querySelector('.tooltipstered'));
  cells[0]!.focus();
  const tip = await waitFor(tooltip);
  assert.ok(tip.className.includes('tooltipster-grow-show'));
  assert.is(cells[0]!.getAttribute('aria-describedby'), tip.id);
  key(cells[0], 'Escape');
  await settle();
  assert.ok(tip.className.includes('tooltipster-dying'));
  clock.tick(200);
  assert.is(tooltip(), null);

  cells[1]!.focus();
  const next = await waitFor(tooltip);
  assert.is(cells[1]!.getAttribute('aria-describedby'), next.id);
  cells[1]!.blur();
  await settle();
  clock.tick(200);
  assert.is(tooltip(), null);
});

test('the text is the title as text, never markup', async () => {
  const wrap = await calendarAtRest(month().replace(/title="[^"]*"/, 'title="&lt;img src=x onerror=alert(1)&gt; Available"'));
  clock = installFakeClock();
  const origin = wrap.querySelector<HTMLElement>('span.date.tooltipstered')!;
  hover(origin);
  clock.tick(50);
  const tip = await waitFor(tooltip);
  assert.is(tip.querySelector('.tooltipster-content')!.textContent, '<img src=x onerror=alert(1)> Available');
  assert.is(tip.querySelector('img'), null);
});

test.run();

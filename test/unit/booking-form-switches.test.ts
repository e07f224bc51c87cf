import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { switchFormTab } from '../../enhancers/booking/form/form-switches';

test('multi-calendar form tabs: the tab and its content in every .booked-tabs-cnt become active, their siblings not', () => {
  resetDom(
    '<div class="booked-form"><div class="bookings"><div class="booked-tabs"><div class="booked-tabs-nav">' +
      '<span data-tab-cnt="booked-calendar-14" class="active">Dentist</span><span data-tab-cnt="booked-calendar-9">Hair</span></div>' +
      '<div class="booked-tabs-cnt"><div class="booked-calendar-14 active">A14</div><div class="booked-calendar-9">A9</div></div>' +
      '<div class="booked-tabs-cnt"><div class="booked-calendar-14 active">F14</div><div class="booked-calendar-9">F9</div></div></div></div></div>',
  );
  const [dentist, hair] = Array.from(document.querySelectorAll('.booked-tabs-nav span'));
  switchFormTab(document, hair!);
  assert.ok(hair!.classList.contains('active'));
  assert.not.ok(dentist!.classList.contains('active'));
  assert.is(hair!.getAttribute('aria-selected'), 'true');
  assert.is(dentist!.getAttribute('aria-selected'), 'false');
  assert.equal(Array.from(document.querySelectorAll('.booked-tabs-cnt > .active')).map((panel) => panel.textContent), ['A9', 'F9']);
  switchFormTab(document, dentist!);
  assert.equal(Array.from(document.querySelectorAll('.booked-tabs-cnt > .active')).map((panel) => panel.textContent), ['A14', 'F14']);
  assert.is(dentist!.getAttribute('aria-selected'), 'true');
  assert.is(hair!.getAttribute('aria-selected'), 'false', 'the tab left behind is no longer selected');
});

test.run();

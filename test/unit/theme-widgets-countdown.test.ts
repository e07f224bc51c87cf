import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { followClock, mountModule, type Mounted } from '../helpers/theme-kit';
import countdownModule from '../../enhancers/theme-widgets/countdown';
import { countdownMoment, splitDuration } from '../../enhancers/theme-widgets/countdown-time';

const countdown = (id: string, date: string, time: string) => `
  <div id="${id}" class="sc_countdown" data-date="${date}" data-time="${time}">
    <div class="sc_countdown_item sc_countdown_days"><span class="sc_countdown_digits"><span>0</span><span>0</span><span>0</span><span>0</span></span></div>
    <div class="sc_countdown_item sc_countdown_hours"><span class="sc_countdown_digits"><span>0</span><span>0</span></span></div>
    <div class="sc_countdown_item sc_countdown_minutes"><span class="sc_countdown_digits"><span>0</span><span>0</span></span></div>
    <div class="sc_countdown_item sc_countdown_seconds"><span class="sc_countdown_digits"><span>0</span><span>0</span></span></div>
    <div class="sc_countdown_placeholder hide"></div>
  </div>`;

let clock: FakeClock;
let restoreNow: () => void;
let mounted: Mounted[] = [];
// "Now" is 23 March 2024, 12:00:00 local time.
const NOW = new Date(2024, 2, 23, 12, 0, 0).getTime();

const read = (id: string) =>
  ['days', 'hours', 'minutes', 'seconds']
    .map((unit) => Array.from(document.querySelectorAll(`#${id} .sc_countdown_${unit} .sc_countdown_digits span`)).filter((span) => !span.classList.contains('hide')).map((span) => span.textContent).join(''))
    .join(':');

const start = (html: string) => {
  resetDom(html);
  mounted = Array.from(document.querySelectorAll('.sc_countdown')).map((element) => mountModule(countdownModule, element));
};

likeTheBrowser(test);
test.before.each(() => {
  clock = installFakeClock();
  restoreNow = followClock(clock, NOW);
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  restoreNow();
  clock.uninstall();
});

test('the moment: date plus time, seconds optional (defect 14); invalid dates give nothing', () => {
  assert.is(countdownMoment('2024-12-31', '18:00')!.getTime(), new Date(2024, 11, 31, 18, 0, 0).getTime());
  assert.is(countdownMoment('2024-12-31', '18:00:30')!.getTime(), new Date(2024, 11, 31, 18, 0, 30).getTime());
  assert.is(countdownMoment('2024-12-31', '')!.getTime(), new Date(2024, 11, 31).getTime());
  assert.is(countdownMoment('2024-02-31', '10:00'), undefined);
  assert.is(countdownMoment('soon', '10:00'), undefined);
  assert.equal(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999), { days: 2, hours: 3, minutes: 4, seconds: 5 });
});

test('counts down to a future moment, ticking every second; unused day digits are hidden', () => {
  start(countdown('c1', '2024-03-25', '14:30'));
  assert.is(read('c1'), '02:02:30:00');
  assert.is(document.querySelectorAll('#c1 .sc_countdown_days .hide').length, 2);
  assert.is(document.getElementById('c1')!.getAttribute('role'), 'timer');
  clock.tick(999);
  assert.is(read('c1'), '02:02:30:00', 'not before the second is over');
  clock.tick(1);
  assert.is(read('c1'), '02:02:29:59');
  clock.tick(60_000);
  assert.is(read('c1'), '02:02:28:59');
});

test('stops at zero when the moment is reached', () => {
  start(countdown('c1', '2024-03-23', '12:00:03'));
  assert.is(read('c1'), '00:00:00:03');
  clock.tick(3000);
  assert.is(read('c1'), '00:00:00:00');
  assert.is(clock.pending(), 0, 'no more ticks');
});

test('counts up since a past moment; several countdowns on one page', () => {
  start(countdown('c1', '2023-03-25', '12:00:00') + countdown('c2', '2024-03-23', '11:59'));
  assert.is(read('c1'), '364:00:00:00');
  assert.is(read('c2'), '00:00:01:00');
  clock.tick(2000);
  assert.is(read('c1'), '364:00:00:02');
  assert.is(read('c2'), '00:00:01:02');
});

test('removal stops the ticking and gives the server its digit spans back', () => {
  start(countdown('c1', '2024-03-25', '14:30'));
  mounted[0]!.unmount();
  mounted = [];
  assert.is(clock.pending(), 0);
  assert.is(read('c1'), '0000:00:00:00');
  assert.is(document.querySelectorAll('#c1 .sc_countdown_digits span').length, 10);
});

test('an invalid date leaves the markup alone', () => {
  start(countdown('c1', 'never', '10:00'));
  assert.is(read('c1'), '0000:00:00:00');
  assert.is(clock.pending(), 0);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postBooking, postCommand, postForHtml } from '../../enhancers/booking/booked-post';
import { failureMessage } from '../../src/ajax-messages';
import { AJAX_URL, fakeAdminAjax } from './booking-test-helpers';

test('a fragment without its marker is a "shape" failure: the shared message, logged like every other failure', async () => {
  const server = fakeAdminAjax({ booked_calendar_date: '<p>Maintenance</p>' });
  const original = console.warn;
  const logged: unknown[][] = [];
  console.warn = (...args: unknown[]) => void logged.push(args);
  try {
    const answer = await postForHtml(AJAX_URL, [['action', 'booked_calendar_date'], ['date', '2024-05-7'], ['calendar_id', '0']], 'booked-appt-list');
    assert.equal(answer, { ok: false, message: failureMessage({ kind: 'shape' }), aborted: false });
    assert.equal(logged, [['[enhance] booked_calendar_date: shape', '<p>Maintenance</p>']]);
    assert.equal(server.bodies(), ['action=booked_calendar_date&date=2024-05-7&calendar_id=0']);
  } finally {
    console.warn = original;
    server.restore();
  }
});

test('PHP notices in front of a good fragment are dropped', async () => {
  const notice = '<br />\n<b>Notice</b>:  Undefined index: x in <b>/a.php</b> on line <b>2</b><br />\n';
  const server = fakeAdminAjax({ booked_calendar_date: `${notice}<div class="booked-appt-list"></div>` });
  try {
    const answer = await postForHtml(AJAX_URL, [['action', 'booked_calendar_date']], 'booked-appt-list');
    assert.equal(answer, { ok: true, value: '<div class="booked-appt-list"></div>' });
  } finally {
    server.restore();
  }
});

test('a booking answer: ###-answers and an empty body are read; any other body is an unexpected answer, not a booking', async () => {
  const original = console.warn;
  console.warn = () => undefined;
  try {
    for (const [body, expected] of [
      ['success###May 7', { ok: true, value: { error: false, message: 'May 7' } }],
      ['error###Taken', { ok: true, value: { error: true, message: 'Taken' } }],
      ['', { ok: true, value: { error: false, message: '' } }],
      ['{"success":true,"data":[]}', { ok: false, message: failureMessage({ kind: 'shape' }), aborted: false }],
    ] as const) {
      const server = fakeAdminAjax({ booked_add_appt: body });
      assert.equal(await postBooking(AJAX_URL, [['action', 'booked_add_appt']]), expected, body);
      server.restore();
    }
  } finally {
    console.warn = original;
  }
});

test('a command (cancel, approve, delete): an empty body, also behind PHP notices, is done; error### and other bodies are not', async () => {
  const notice = '<br />\n<b>Notice</b>:  Undefined index: x in <b>/a.php</b> on line <b>2</b><br />\n';
  const original = console.warn;
  console.warn = () => undefined;
  try {
    for (const [body, expected] of [
      ['', { ok: true, value: '' }],
      [notice, { ok: true, value: '' }],
      ['error###Not yours', { ok: false, message: 'Not yours', aborted: false }],
      ['{"success":true,"data":[]}', { ok: false, message: failureMessage({ kind: 'shape' }), aborted: false }],
    ] as const) {
      const server = fakeAdminAjax({ booked_cancel_appt: body });
      assert.equal(await postCommand(AJAX_URL, [['action', 'booked_cancel_appt']]), expected, body);
      server.restore();
    }
  } finally {
    console.warn = original;
  }
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postForHtml } from '../../enhancers/booking/booked-post';
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

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdsBack } from '../../cli/site-requests';

const like: [string, string][] = [['action', 'post_counter'], ['nonce', 'masked'], ['post_id', '12'], ['likes', '1']];
const month: [string, string][] = [['action', 'booked_calendar_month'], ['gotoMonth', '2026-12']];
const booking: [string, string][] = [['action', 'booked_add_appt'], ['date', '2026-12-09']];

test('a read-only action and any GET reach the site; what changes data is held back unless --allow-post', () => {
  assert.is(holdsBack('POST', month, false), false);
  assert.is(holdsBack('GET', [], false), false);
  assert.is(holdsBack('POST', booking, false), true);
  assert.is(holdsBack('POST', [['your-name', 'x']], false), true, 'a REST form post without an action');
  assert.is(holdsBack('POST', booking, true), false);
  assert.is(holdsBack('POST', [['your-name', 'x']], true), false);
});

test('a counter (likes, views) is held back even with --allow-post: the other side would load what this one sent', () => {
  assert.is(holdsBack('POST', like, false), true);
  assert.is(holdsBack('POST', like, true), true);
  assert.is(holdsBack('POST', [['action', 'post_counter'], ['post_id', '12'], ['views', '17']], true), true);
});

test.run();

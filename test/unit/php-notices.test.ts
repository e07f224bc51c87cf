import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withoutLeadingPhpNotices } from '../../src/php-notices';

const notice = '<br />\n<b>Notice</b>:  Undefined index: demo_option in <b>/var/www/functions.php</b> on line <b>214</b><br />\n';
const warning = '<br />\n<b>Warning</b>:  Cannot modify header information in <b>/x.php</b> on line <b>3</b><br />\n';

test('drops the notices and warnings PHP printed in front of the answer', () => {
  assert.is(withoutLeadingPhpNotices(`${notice}<table class="booked-calendar"></table>`), '<table class="booked-calendar"></table>');
  assert.is(withoutLeadingPhpNotices(`${notice}${warning}<div>x</div>`), '<div>x</div>');
});

test('leaves an answer without notices, and a notice inside the answer, alone', () => {
  assert.is(withoutLeadingPhpNotices('<div>x</div>'), '<div>x</div>');
  assert.is(withoutLeadingPhpNotices(`<div>x</div>${notice}`), `<div>x</div>${notice}`);
  assert.is(withoutLeadingPhpNotices('<br /><b>Hello</b>: world<br />'), '<br /><b>Hello</b>: world<br />');
});

test.run();

import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBookedError, readBookedAnswer } from '../../enhancers/booking/booked-answer';

test('success###date is a success; an empty body too', () => {
  assert.equal(readBookedAnswer('success###2024-05-7'), { error: false, message: '2024-05-7' });
  assert.equal(readBookedAnswer(''), { error: false, message: '' });
});

test('error###message is an error with its message, entities decoded for text', () => {
  assert.equal(readBookedAnswer('error###Sorry, someone just booked this appointment before you could &#8211; try again.'), {
    error: true,
    message: 'Sorry, someone just booked this appointment before you could \u2013 try again.',
  });
});

test('the last five characters before ### decide: a PHP notice in front is tolerated', () => {
  const noticed = '<br />\n<b>Notice</b>: Undefined index in x.php on line 3<br />\nerror###Your full name is required.';
  assert.equal(readBookedAnswer(noticed), { error: true, message: 'Your full name is required.' });
  assert.is(readBookedAnswer('terror###x').error, true);
  assert.is(readBookedAnswer('errors###x').error, false);
});

test('several messages joined by newlines stay as lines', () => {
  assert.is(readBookedAnswer('error###First problem.\nSecond problem.').message, 'First problem.\nSecond problem.');
});

test('loader answers count as errors only with ###', () => {
  assert.is(isBookedError('<table class="booked-calendar"></table>'), false);
  assert.is(isBookedError('<p>an error</p>'), false);
  assert.is(isBookedError('error###No.'), true);
});

test.run();

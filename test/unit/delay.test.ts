import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock } from '../helpers/fake-clock';
import { delay } from '../../src/delay';

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('resolves after the time; never once the signal aborts, nor when it had already aborted', async () => {
  const clock = installFakeClock();
  try {
    const done: string[] = [];
    void delay(100).then(() => done.push('plain'));
    const aborted = new AbortController();
    void delay(100, aborted.signal).then(() => done.push('aborted'));
    const early = new AbortController();
    early.abort();
    void delay(0, early.signal).then(() => done.push('early'));
    clock.tick(99);
    await settle();
    assert.equal(done, []);
    aborted.abort();
    clock.tick(1);
    await settle();
    assert.equal(done, ['plain']);
    assert.is(clock.pending(), 0, 'no timer left behind');
  } finally {
    clock.uninstall();
  }
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAheadQueue } from '../../src/ahead-queue';

/** A fetch that the test ends by hand, one file at a time. */
function handFetch() {
  const open = new Map<string, () => void>();
  const started: string[] = [];
  const fetchFile = (file: string) =>
    new Promise<void>((resolve) => {
      started.push(file);
      open.set(file, resolve);
    });
  const finish = async (file: string) => {
    open.get(file)!();
    open.delete(file);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetchFile, started, inFlight: () => [...open.keys()], finish };
}

test('fetches at most the given number of files at once, in the order queued', async () => {
  const network = handFetch();
  const queue = createAheadQueue(network.fetchFile, 2);
  queue.add(['a.js', 'b.js', 'c.js']);
  queue.add(['d.js']);
  assert.equal(network.inFlight(), ['a.js', 'b.js']);
  await network.finish('b.js');
  assert.equal(network.inFlight(), ['a.js', 'c.js']);
  await network.finish('a.js');
  await network.finish('c.js');
  assert.equal(network.inFlight(), ['d.js']);
  await network.finish('d.js');
  assert.equal(network.started, ['a.js', 'b.js', 'c.js', 'd.js']);
  assert.equal(network.inFlight(), []);
});

test('a file queued twice is fetched once; a failed fetch does not stop the queue', async () => {
  let calls = 0;
  const fetched: string[] = [];
  const queue = createAheadQueue((file) => {
    calls++;
    fetched.push(file);
    return file === 'bad.js' ? Promise.reject(new Error('offline')) : Promise.resolve();
  }, 1);
  queue.add(['bad.js', 'x.js']);
  queue.add(['x.js', 'y.js']);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.is(calls, 3);
  assert.equal(fetched, ['bad.js', 'x.js', 'y.js']);
});

test('while a visitor\'s own load is in flight the queue starts nothing new; the files in flight go on; then it resumes', async () => {
  const network = handFetch();
  const queue = createAheadQueue(network.fetchFile, 2);
  queue.add(['a.js', 'b.js', 'c.js', 'd.js']);
  let endUse!: () => void;
  queue.yieldTo(new Promise<void>((resolve) => (endUse = resolve)));
  await network.finish('a.js');
  assert.equal(network.inFlight(), ['b.js'], 'a.js done, c.js not started while the use is loading');
  endUse();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(network.inFlight(), ['b.js', 'c.js']);
  let failUse!: () => void;
  queue.yieldTo(new Promise<void>((_, reject) => (failUse = () => reject(new Error('offline')))));
  await network.finish('b.js');
  assert.equal(network.inFlight(), ['c.js']);
  failUse();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(network.inFlight(), ['c.js', 'd.js'], 'a failed use resumes the queue too');
});

test("with a grace, the queue resumes only that long after the visitor's load settles (its request goes out first)", async () => {
  const network = handFetch();
  const queue = createAheadQueue(network.fetchFile, 1, 30);
  queue.add(['a.js', 'b.js']);
  let endUse!: () => void;
  queue.yieldTo(new Promise<void>((resolve) => (endUse = resolve)));
  await network.finish('a.js');
  endUse();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(network.inFlight(), [], 'b.js waits within the grace');
  // A request the load's code sends at once yields again: the grace does not end the new yield.
  let endRequest!: () => void;
  queue.yieldTo(new Promise<void>((resolve) => (endRequest = resolve)));
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(network.inFlight(), [], 'the request is still in flight');
  endRequest();
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(network.inFlight(), ['b.js']);
});

test.run();

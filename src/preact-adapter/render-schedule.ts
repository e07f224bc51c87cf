import { options } from 'preact';

// Preact re-renders dirty components in one batch, a microtask after the first update. The adapter
// takes over that scheduling so `flushSync` can run a waiting batch at once, whichever update queued it.
let waitingBatch: (() => void) | undefined;

function runWaitingBatch(): void {
  const batch = waitingBatch;
  waitingBatch = undefined;
  batch?.();
}

options.debounceRendering = (batch) => {
  waitingBatch = batch;
  queueMicrotask(runWaitingBatch);
};

/**
 * React's `flushSync`: runs `update`, then re-renders what it made dirty before returning, layout
 * effects included (and the updates those effects make), so the DOM is committed when it returns.
 * Called while Preact is already rendering, the running batch takes the updates in.
 */
export function flushSync<Result>(update: () => Result): Result {
  const result = update();
  runWaitingBatch();
  return result;
}

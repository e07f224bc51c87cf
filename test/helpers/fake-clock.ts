interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/**
 * A minimal fake clock for timing rules: replaces setTimeout/clearTimeout until uninstalled.
 * `tick(ms)` runs every timer that falls due, in time order, including ones scheduled meanwhile.
 */
export function installFakeClock() {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  let now = 0;
  let nextId = 1;
  let timers: Timer[] = [];

  globalThis.setTimeout = ((callback: () => void, delay = 0) => {
    const timer = { id: nextId++, at: now + Math.max(0, Number(delay) || 0), callback };
    timers.push(timer);
    return timer.id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id?: number) => {
    timers = timers.filter((timer) => timer.id !== id);
  }) as unknown as typeof clearTimeout;

  return {
    get now() {
      return now;
    },
    pending: () => timers.length,
    tick(milliseconds: number) {
      const end = now + milliseconds;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    },
    uninstall() {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
  };
}

export type FakeClock = ReturnType<typeof installFakeClock>;

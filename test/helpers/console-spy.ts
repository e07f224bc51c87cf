type Level = 'error' | 'warn' | 'log';

/** Captures console output of the given level until restored, so tests can assert on it. */
export function spyConsole(level: Level = 'error') {
  const original = console[level];
  const calls: unknown[][] = [];
  console[level] = (...args: unknown[]) => {
    calls.push(args);
  };
  return {
    calls,
    text: () => calls.map((args) => args.map(String).join(' ')),
    restore: () => {
      console[level] = original;
    },
  };
}

/**
 * Files fetched ahead, a few at a time. A browser has about six connections to a host over HTTP/1.1, and a
 * component's graph is often more than that: asked all at once, the fetch-ahead filled every connection and a
 * visitor's own first use (which asks at once, outside this queue) waited behind it for several round trips.
 */
export function createAheadQueue(fetchFile: (file: string) => Promise<void>, atOnce: number) {
  const waiting: string[] = [];
  const asked = new Set<string>();
  let running = 0;
  const next = (): void => {
    while (running < atOnce && waiting.length > 0) {
      const file = waiting.shift()!;
      running++;
      const done = () => {
        running--;
        next();
      };
      fetchFile(file).then(done, done);
    }
  };
  return {
    /** Queues files not asked for before, in order. */
    add(files: readonly string[]): void {
      for (const file of files) {
        if (asked.has(file)) continue;
        asked.add(file);
        waiting.push(file);
      }
      next();
    },
  };
}

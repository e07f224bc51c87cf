/**
 * Files fetched ahead, a few at a time. A browser has about six connections to a host over HTTP/1.1, and a
 * component's graph is often more than that: asked all at once, the fetch-ahead filled every connection and a
 * visitor's own first use (which asks at once, outside this queue) waited behind it for several round trips.
 */
export function createAheadQueue(fetchFile: (file: string) => Promise<void>, atOnce: number, graceMs = 0) {
  const waiting: string[] = [];
  const asked = new Set<string>();
  let running = 0;
  let yielding = 0;
  const next = (): void => {
    while (yielding === 0 && running < atOnce && waiting.length > 0) {
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
    /**
     * Starts no file of its own until `use` settles and `graceMs` more have passed: a visitor's own load (a held
     * click's code, then the request its replay sends and the answer's schema) shares the link with the files in
     * flight only, not with more of them. The grace covers the gap between the code arriving and the request it
     * sends once mounted.
     */
    yieldTo(use: Promise<unknown>): void {
      yielding++;
      const resume = () => {
        const go = () => {
          yielding--;
          next();
        };
        if (graceMs > 0) setTimeout(go, graceMs);
        else go();
      };
      use.then(resume, resume);
    },
  };
}

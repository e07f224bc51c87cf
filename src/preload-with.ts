// The entry's imports of the families' lists go through this, not src/module-graph.ts: every page loads the
// entry, most of them nothing else, and module-graph's link() (with its bookkeeping) would cost each ~250 bytes.
// The build (scripts/rollup-module-graph.mjs) passes the files the list imports statically, relative to the
// entry, so they come in the same round trip as the list instead of one after it. Under tsx and in unit tests
// nothing is wrapped.

/** Modulepreload links for `files`, then `load()`. */
export function preloadWith<T>(load: () => Promise<T>, files: readonly string[]): Promise<T> {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
  return load();
}

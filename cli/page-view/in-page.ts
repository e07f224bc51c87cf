import type { Page } from 'playwright-core';

/**
 * Runs a self-contained function in the page, sent as source. Under tsx, esbuild wraps named arrow functions in a
 * `__name()` helper the page does not have: the page gets a harmless one.
 */
export const runInPage = <A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> =>
  page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`) as Promise<R>;

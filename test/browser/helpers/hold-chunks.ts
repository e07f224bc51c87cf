import type { Page, Route } from 'playwright-core';

/**
 * From now on, every chunk the page asks for waits until `release()`: code not yet loaded stays so. With
 * `fail`, every chunk request fails as offline instead. `pass`: chunks whose path it accepts go through at once
 * (e.g. the start chunk, to hold only what comes after it).
 */
export async function holdChunks(page: Page, options: { fail?: boolean; pass?: (path: string) => boolean } = {}) {
  const parked: Route[] = [];
  let holding = true;
  await page.route('**/dist/chunks/**', (route) => {
    if (options.pass?.(new URL(route.request().url()).pathname)) void route.continue();
    else if (options.fail) void route.abort('internetdisconnected');
    else if (holding) parked.push(route);
    else void route.continue();
  });
  return {
    parked: () => parked.length,
    /**
     * How many were asked for, once at least one was or `timeoutMs` passed: the request an input starts reaches
     * the route a moment after the input returns (longer on a loaded machine).
     */
    async asked(timeoutMs = 5000): Promise<number> {
      for (const start = Date.now(); parked.length === 0 && Date.now() - start < timeoutMs; ) await page.waitForTimeout(20);
      return parked.length;
    },
    async release() {
      holding = false;
      for (const route of parked.splice(0)) await route.continue();
    },
  };
}

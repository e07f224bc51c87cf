// uvu drops the error of a before/after hook that throws (its runner returns from `finally`): the suite prints only
// "(0 / n)" and scripts/run-tests.mjs can say no more than that a hook threw. Hooks wrapped here print it first.
import type { Page } from 'playwright-core';

export function reported<State>(name: string, hook: (state: State) => unknown): (state: State) => Promise<void> {
  return async (state) => {
    try {
      await hook(state);
    } catch (error) {
      console.error(`\n${name} threw: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      throw error;
    }
  };
}

/**
 * Logs in through wp-login.php; a failure says where the browser ended up and what the page said. It is set-up, not
 * a behaviour under test: a second attempt follows a first that failed (once on the CI machine, 2026-12-07, with
 * its reason lost), and the first failure is printed either way.
 */
export async function logIn(page: Page, url: string, user: string, password: string): Promise<void> {
  try {
    await logInOnce(page, url, user, password);
  } catch (error) {
    console.error(`\nthe first login attempt failed, trying once more: ${error instanceof Error ? error.message : String(error)}`);
    await logInOnce(page, url, user, password);
  }
}

async function logInOnce(page: Page, url: string, user: string, password: string): Promise<void> {
  await page.goto(`${url}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  try {
    await Promise.all([page.waitForURL(/\/wp-admin\/?$/, { timeout: 60_000 }), page.click('#wp-submit')]);
  } catch (error) {
    const said = await page.textContent('body').catch(() => '');
    throw new Error(`login did not reach the dashboard: at ${page.url()}, the page says "${(said ?? '').replace(/\s+/g, ' ').trim().slice(0, 400)}"`, { cause: error });
  }
}

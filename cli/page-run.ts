import type { Browser, Page } from 'playwright-core';
import { openSide, type ScriptFile, type SideSetup } from './open-side';

export interface EnhancerCount {
  family: string;
  name: string;
  /** Elements it found (each waits for its load strategy). */
  claimed: number;
  /** Elements it mounted on by the time the page settled. */
  mounted: number;
}

/** What one side of a check saw at start-up. */
export interface SideResult {
  scripts: ScriptFile[];
  scriptBytes: number;
  /** Main-thread script time until the page settled (Chromium's ScriptDuration). */
  scriptMs: number;
  pageErrors: string[];
  consoleErrors: string[];
  enhancers: EnhancerCount[];
  screenshot: string;
  /** Which of the selectors asked about have a visible match at rest. */
  visible: boolean[];
}

const countMarks = async (page: Page): Promise<EnhancerCount[]> => {
  // No named function inside: under tsx, esbuild would wrap it in a helper the page does not have.
  const [added = [], claimed = [], mounted = []] = await page.evaluate((names) =>
    names.map((name) => performance.getEntriesByName(name).map((entry) => (entry as PerformanceMark).detail as unknown)), ['enhance:add', 'enhance:claim', 'enhance:mount']);
  const counts = new Map<string, EnhancerCount>();
  for (const list of added as { family: string; name: string }[][]) {
    for (const { family, name } of list) counts.set(name, { family, name, claimed: 0, mounted: 0 });
  }
  const bump = (name: unknown, key: 'claimed' | 'mounted') => {
    const count = counts.get(String(name));
    if (count) count[key] += 1;
  };
  claimed.forEach((name) => bump(name, 'claimed'));
  mounted.forEach((name) => bump(name, 'mounted'));
  return [...counts.values()];
};

/** Opens the page once and records its start-up: scripts, script time, errors, enhancers and its look. */
export async function runStartUp(browser: Browser, setup: SideSetup, screenshot: string, selectors: readonly string[] = []): Promise<SideResult> {
  const side = await openSide(browser, setup);
  try {
    const scriptMs = await side.scriptMs();
    const enhancers = await countMarks(side.page);
    const height = await side.page.evaluate(() => document.documentElement.scrollHeight);
    await side.page.screenshot({ path: screenshot, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: Math.min(Math.max(height, 900), 4000) } });
    const visible = await side.page.evaluate((list) =>
      list.map((selector) => [...document.querySelectorAll(selector)].some((element) => (element as HTMLElement).checkVisibility())), selectors);
    const scripts = await side.scripts();
    return {
      scripts,
      scriptBytes: scripts.reduce((sum, file) => sum + file.gzip, 0),
      scriptMs,
      pageErrors: side.pageErrors,
      consoleErrors: side.consoleErrors,
      enhancers,
      screenshot,
      visible,
    };
  } finally {
    await side.close();
  }
}

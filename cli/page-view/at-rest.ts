import type { Browser, Page } from 'playwright-core';
import { basename, join } from 'node:path';
import { openSide, type SideSetup } from '../open-side';
import { compareAtRest, type SideView } from './at-rest-diff';
import type { Finding } from './finding';
import { runInPage } from './in-page';
import { serverElements, snapshotPage } from './snapshot';
import { styleSelectors } from './style-selectors';

/** The phone and desktop widths `check` looks at by default. */
export const DEFAULT_WIDTHS: readonly number[] = [1280, 600];

/** How far down the full-page screenshots go: crops below show no picture. */
export const SCREENSHOT_MAX_HEIGHT = 10_000;

/** How long each screenful stays in view while the page is scrolled through: an observer's callback runs by then. */
const SCROLL_PAUSE_MS = 150;

export interface AtRestCount {
  width: number;
  /** Elements of the original page at rest, each looked for in the enhanced page. */
  elements: number;
}

export interface AtRestResult {
  findings: Finding[];
  compared: AtRestCount[];
}

/**
 * A visitor scrolls down to see the page, then back up: what waits for the viewport (a slider started when seen,
 * lazy images, skills) has woken on both sides by the time the page is compared, as it would have for them; what
 * the scroll itself set moving has come to rest.
 */
const scrollThrough = (page: Page) =>
  runInPage(page, async (pauseMs: number) => {
    const bottom = Math.min(document.documentElement.scrollHeight, 10_000);
    for (let top = 0; top < bottom; top += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, top);
      await new Promise((settle) => setTimeout(settle, pauseMs));
    }
    // A visitor at the bottom reads a moment: what woke on the way down (code arriving, then watching) is set.
    await new Promise((settle) => setTimeout(settle, pauseMs * 4));
    window.scrollTo(0, 0);
    // The scroll's handlers run from the next frame on, some throttled: what they start has begun after a pause.
    await new Promise((settle) => setTimeout(settle, pauseMs * 2));
    // What the scroll started (a button fading out, a header sliding back) ends before the page is compared.
    const moving = () => document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    for (const deadline = Date.now() + 3000; Date.now() < deadline && moving();) {
      await new Promise((settle) => setTimeout(settle, 100));
    }
  }, SCROLL_PAUSE_MS);

/** Opens one side at one width, lets it come to rest, and takes its elements, its server HTML's, and its picture. */
async function viewSide(browser: Browser, setup: SideSetup, width: number, screenshot: string): Promise<SideView> {
  const side = await openSide(browser, { ...setup, width });
  try {
    await scrollThrough(side.page);
    await side.quiet();
    // The elements first: a full-page screenshot may wake what watches the viewport.
    const elements = await snapshotPage(side.page);
    const server = await serverElements(side.page, side.html);
    const selectors = await runInPage(side.page, styleSelectors, undefined);
    const height = await side.page.evaluate(() => document.documentElement.scrollHeight);
    await side.page.screenshot({ path: screenshot, type: 'jpeg', quality: 80, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, SCREENSHOT_MAX_HEIGHT) } });
    return { elements, server, screenshot: basename(screenshot), selectors };
  } finally {
    await side.close();
  }
}

/** Each side at each width, at rest, element by element: what a visitor would see differ. */
export async function checkAtRest(browser: Browser, sides: { original: SideSetup; enhanced: SideSetup }, widths: readonly number[], out: string, log: (line: string) => void): Promise<AtRestResult> {
  const findings: Finding[] = [];
  const compared: AtRestCount[] = [];
  for (const width of widths) {
    const started = Date.now();
    const original = await viewSide(browser, sides.original, width, join(out, `rest-${width}-original.jpg`));
    const enhanced = await viewSide(browser, sides.enhanced, width, join(out, `rest-${width}-enhanced.jpg`));
    const found = compareAtRest(original, enhanced, width);
    findings.push(...found);
    compared.push({ width, elements: original.elements.length });
    log(`  at rest, ${width} px: ${original.elements.length} elements compared, ${found.length} difference${found.length === 1 ? '' : 's'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return { findings, compared };
}

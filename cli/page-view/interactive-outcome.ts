import type { Browser, ElementHandle, Page } from 'playwright-core';
import { openSide, type OpenSide, type SideSetup } from '../open-side';
import type { SiteRequest } from '../site-requests';
import { elementByKey } from './element-by-key';
import type { ElementRecord } from './element-record';
import type { Box } from './finding';
import { findTarget, type InteractiveTarget } from './interactive-targets';
import { changesBetween, type PageChanges } from './page-changes';
import { snapshotPage } from './snapshot';

/** What one side did when the visitor acted on a target, from a fresh load. */
export interface InteractionOutcome {
  /** The action could not be taken: the target is missing, hidden, or did not take it. */
  failed?: string;
  /** Where the page tried to go (held back, so the check stays on the page), or a new window's address. */
  navigation?: string;
  /** `location.hash` after the action (a fresh load has none). */
  hash: string;
  /** The page scrolled by itself (an anchor, a script), beyond bringing the target into view. */
  scrolled: boolean;
  changes: PageChanges;
  requests: SiteRequest[];
  errors: string[];
  /** The viewport after the action (a file in the report's folder), and its scroll offset for the boxes. */
  screenshot?: string;
  scrollY: number;
  /** The target's box on this side, before the action. */
  targetBox?: Box;
}

/** A side kept open for the generic pass: each target gets a fresh load of the page in it. */
export interface InteractiveSide {
  open: OpenSide;
  /** Loads the page afresh (no cookie or storage left from the last target) and returns its elements at rest. */
  reload: () => Promise<ElementRecord[]>;
  /** Navigations held back (and new windows closed) since the page was last loaded. */
  navigations: string[];
}

/** Bounds for the steps of one action: the generic pass runs many, so a stuck one must not cost long. */
const ACTION_MS = 3000;

/** Waits until the page has answered the action: the network quiet (bounded), nothing busy, fades ended. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: ACTION_MS }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: ACTION_MS }).catch(() => undefined);
  await page.waitForTimeout(600);
}

/** Opens a side for the generic pass: page navigations after each load are held back and recorded. */
export async function openInteractiveSide(browser: Browser, setup: SideSetup): Promise<InteractiveSide> {
  const open = await openSide(browser, setup);
  const { page, context } = open;
  const navigations: string[] = [];
  let armed = true;
  await page.route(() => true, (route) => {
    const request = route.request();
    if (!armed || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
    navigations.push(request.url());
    // No content: the browser stays on the page, as it does for a download.
    return route.fulfill({ status: 204, body: '' });
  });
  context.on('page', (popup) => {
    if (popup === page) return;
    void popup.waitForLoadState('domcontentloaded', { timeout: ACTION_MS }).catch(() => undefined).then(() => {
      navigations.push(`a new window at ${popup.url()}`);
      return popup.close();
    });
  });
  const reload = async () => {
    armed = false;
    await page.mouse.move(0, 0);
    await context.clearCookies();
    await page.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch { /* storage refused: nothing kept */ }
    }).catch(() => undefined);
    await page.goto('about:blank');
    navigations.length = 0;
    await page.goto(setup.url, { waitUntil: 'load', timeout: setup.timeoutMs });
    if (setup.bundle) {
      await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0, undefined, { timeout: setup.timeoutMs }).catch(() => undefined);
    }
    await page.waitForLoadState('networkidle', { timeout: setup.timeoutMs }).catch(() => undefined);
    armed = true;
    return snapshotPage(page);
  };
  return { open, reload, navigations };
}

/** The first item of the sub-menu a hovered menu item opened, if one shows: hovering it opens what it opens. */
const firstSubItem = async (item: ElementHandle): Promise<ElementHandle | undefined> => {
  const handle = await item.evaluateHandle((link) => link.parentElement?.querySelector(':scope > ul > li > a') ?? null);
  const sub = handle.asElement();
  return sub && (await sub.isVisible()) ? sub : undefined;
};

async function act(page: Page, handle: ElementHandle, target: InteractiveTarget): Promise<void> {
  if (target.action === 'click') return handle.click({ timeout: ACTION_MS });
  if (target.action === 'hover') {
    await handle.hover({ timeout: ACTION_MS });
    await page.waitForTimeout(600);
    const sub = await firstSubItem(handle);
    if (sub) await sub.hover({ timeout: ACTION_MS });
    return;
  }
  await handle.focus();
  if (target.action !== 'type') return;
  await page.keyboard.type('a');
  if (target.tag === 'input') await page.keyboard.press('Enter');
}

const failedOutcome = (failed: string, scrollY = 0): InteractionOutcome => ({
  failed, hash: '', scrolled: false, changes: { appeared: [], disappeared: [], moved: [] }, requests: [], errors: [], scrollY,
});

/** Nothing a visitor could tell happened: the page is as a fresh load left it, and the next target may use it. */
export const untouched = (outcome: InteractionOutcome) =>
  !outcome.failed && !outcome.navigation && !outcome.hash && !outcome.scrolled && outcome.requests.length === 0 && outcome.errors.length === 0 &&
  outcome.changes.appeared.length + outcome.changes.disappeared.length + outcome.changes.moved.length === 0;

/**
 * Loads the page afresh (unless the last action left it untouched: `reuse`), finds the target (by key, else by its
 * look), brings it into view, and takes the visitor's action; what changed is the difference between the page's
 * elements just before and after. Returns the outcome and, after a load, the elements at rest (to learn what varies
 * by itself).
 */
export async function driveTarget(side: InteractiveSide, target: InteractiveTarget, screenshot: string, reuse = false): Promise<{ outcome: InteractionOutcome; rest?: ElementRecord[]; scrollDriven?: string[] }> {
  const { page } = side.open;
  let rest: ElementRecord[] | undefined;
  if (reuse) {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  } else {
    rest = await side.reload();
  }
  const found = rest ?? (await snapshotPage(page));
  const record = findTarget(target, found);
  if (!record) return { outcome: failedOutcome('no such element'), rest };
  if (!record.visible && !(target.onHover && record.box[2] > 0)) return { outcome: failedOutcome('not visible'), rest };
  const handle = await elementByKey(page, record.key);
  if (!handle) return { outcome: failedOutcome('no such element'), rest };
  // In the middle of the viewport, clear of bars fixed at its edges (a consent bar): the click need not scroll it
  // there itself. What scrolling brings (a fixed header, lazy images) is over before the action.
  const scrolledFrom = await handle.evaluate((element) => {
    const from = Math.round(scrollY);
    (element as Element).scrollIntoView({ block: 'center', inline: 'nearest' });
    return from === Math.round(scrollY) ? undefined : from;
  }).catch(() => undefined);
  if (scrolledFrom !== undefined) await settle(page);
  const before = await snapshotPage(page);
  const at = await page.evaluate(() => ({ scrollY: Math.round(scrollY) }));
  // What scrolling showed, hid or moved (a fixed header, a scroll-to-top button sliding in) follows the scroll, not the action.
  const scrolling = scrolledFrom === undefined ? undefined : changesBetween(found, before, at.scrollY - scrolledFrom);
  const scrollDriven = scrolling ? [...scrolling.appeared, ...scrolling.disappeared, ...scrolling.moved].map((change) => change.key) : [];
  const counts = { requests: side.open.requests.length, pageErrors: side.open.pageErrors.length, consoleErrors: side.open.consoleErrors.length };
  let failed: string | undefined;
  try {
    await act(page, handle, target);
  } catch (error) {
    failed = (error as Error).message.split('\n')[0]!.replace(/^[\w.]+: /, '');
  }
  await settle(page);
  const after = await snapshotPage(page).catch(() => before);
  const now = await page.evaluate(() => ({ hash: location.hash, scrollY: Math.round(scrollY) })).catch(() => ({ hash: '', scrollY: at.scrollY }));
  await page.screenshot({ path: screenshot, type: 'jpeg', quality: 70 }).catch(() => undefined);
  const targetBox = before.find((element) => element.key === record.key)?.box;
  return {
    rest,
    scrollDriven,
    outcome: {
      ...(failed && { failed }),
      ...(side.navigations[0] && { navigation: side.navigations[0] }),
      hash: now.hash,
      scrolled: Math.abs(now.scrollY - at.scrollY) > 40,
      changes: changesBetween(before, after, now.scrollY - at.scrollY),
      requests: side.open.requests.slice(counts.requests),
      errors: [
        ...side.open.pageErrors.slice(counts.pageErrors).map((line) => `page error: ${line}`),
        ...side.open.consoleErrors.slice(counts.consoleErrors).map((line) => `console error: ${line}`),
      ],
      screenshot,
      scrollY: now.scrollY,
      ...(targetBox && { targetBox }),
    },
  };
}

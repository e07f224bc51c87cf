import type { Page } from 'playwright-core';
import { holdChunks } from '../helpers/hold-chunks';
import type { BrowserSession, OpenedPage, SentRequest } from '../helpers/session';
import { holding } from '../helpers/chunk-files';

/** One kind of first input on one held component (issue 21, Deliver 3). */
export interface FirstInput {
  /** The enhancer and the control. */
  name: string;
  page: string;
  /** The widget whose DOM is compared (every match's outerHTML). */
  widget: string;
  /** The visitor's first input. */
  act(page: Page): Promise<unknown>;
  /** Text that differs from run to run (the server's `mt_rand()` ids, ids counted in mount order), masked before comparing. */
  varies?: RegExp;
}

/** When the first input comes while code is held back. */
export type HeldWhen =
  /** the start chunk has run, its family lists and every enhancer's code are held: nothing is claimed yet */
  | 'before the lists'
  /** the page has settled (lists in, at-rest parts done), the component's code is held */
  | 'after settling';

export interface InputOutcome {
  dom: string[];
  /** admin-ajax and REST requests of the whole page: method, path and exact fields, sorted. */
  requests: string[];
  errors: string[];
  parked: number;
}

// The start code and the helper it imports (the entry asks for both at once).
// The files of the start code and the module-graph helper: they run before the lists.
const START_CODE = holding('start', 'module-graph');
// With main's idle prefetch the code would be fetched once the page is idle: off in the held case (read by
// the entry; ignored before that switch exists).
const NO_PREFETCH = 'window.wpEnhance = Object.assign(window.wpEnhance || {}, { prefetch: false });';

const settledMark = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A replayed click's request may still wait for code it imports on the way (busy components say so).
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  // Slides and fades the components start (jQuery's 200–500 ms) come to rest: they set an inline transition
  // until their timer ends (a slow machine may start one late).
  await page.waitForTimeout(700);
  await page.waitForFunction(() => ![...document.querySelectorAll<HTMLElement>('[style]')].some((element) => element.style.transition !== ''), undefined, { timeout: 5000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

const fields = (request: SentRequest) =>
  `${request.method} ${request.path} ${(request.postData ?? '').replace(/-{4,}WebKitFormBoundary\w+/g, 'BOUNDARY')}`;

async function outcome(opened: OpenedPage, { widget, varies }: FirstInput, parked: number): Promise<InputOutcome> {
  // Attributes in name order: the order they were set in is no state the visitor or the theme's CSS sees.
  const dom = await opened.page.$$eval(widget, (elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element;
      for (const each of [copy, ...copy.querySelectorAll('*')]) {
        const attributes = [...each.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attributes) each.removeAttribute(name);
        for (const [name, value] of attributes) each.setAttribute(name, value);
      }
      return copy.outerHTML;
    }),
  );
  if (varies) dom.forEach((html, index) => (dom[index] = html.replace(new RegExp(varies.source, 'g'), '<varies>')));
  const requests = opened.requests.filter((request) => /^\/(wp-admin\/admin-ajax\.php|wp-json\/)/.test(request.path)).map(fields).sort();
  return { dom, requests, errors: [...opened.errors], parked };
}

/** The input on a warm page: the widget's enhancers loaded and mounted first (woken as an at-rest part would). */
export async function warmInput(session: BrowserSession, input: FirstInput): Promise<InputOutcome> {
  session.server.reset();
  const opened = await session.open(input.page);
  await settledMark(opened.page);
  // Only the widget's own enhancers: others mounting too would shift ids counted at mount (toggles, tabs).
  await opened.page.evaluate((widget) => {
    for (const root of Array.from(document.querySelectorAll(widget))) [root, ...Array.from(root.querySelectorAll('*'))].forEach((element) => element.dispatchEvent(new Event('enhance:wake')));
  }, input.widget);
  await quiet(opened.page);
  await input.act(opened.page);
  await quiet(opened.page);
  const result = await outcome(opened, input, 0);
  await opened.page.context().close();
  return result;
}

/** The input while the code is held back by the test server, then the code released. */
export async function heldInput(session: BrowserSession, input: FirstInput, when: HeldWhen): Promise<InputOutcome> {
  session.server.reset();
  let chunks: Awaited<ReturnType<typeof holdChunks>> | undefined;
  const opened = await session.open(input.page, {
    init: NO_PREFETCH,
    prepare: async (page) => {
      if (when === 'before the lists') chunks = await holdChunks(page, { pass: START_CODE });
    },
  });
  const { page } = opened;
  if (when === 'before the lists') {
    // The family lists are asked for and held back: nothing of theirs is claimed yet.
    await page.waitForFunction(() => true);
    for (let tries = 0; chunks!.parked() === 0 && tries < 200; tries++) await page.waitForTimeout(25);
    // The entry asks for the lists beside the start code: the lists may be parked before the start code has run.
    // Nothing is held before it (docs/decisions.md), so the input waits for it: its families' stand-ins claim the root.
    await page.waitForFunction(() => performance.getEntriesByName('enhance:claim').length > 0);
  } else {
    await settledMark(page);
    await page.waitForLoadState('networkidle');
    chunks = await holdChunks(page);
  }
  await input.act(page);
  await page.waitForTimeout(100);
  const parked = chunks!.parked();
  await chunks!.release();
  await settledMark(page);
  await quiet(page);
  const result = await outcome(opened, input, parked);
  await page.context().close();
  return result;
}

// First-interaction latency for `npm run bench` (issue 21): on an emulated slow link, the time from a visitor's
// pointerdown to the first frame that shows the response, for a click that is the page's first use of its
// enhancer, in three cases:
// - warm: the enhancer's code was fetched ahead and mounted before (a pointerdown on the control, then
//   network idle);
// - idle (a): the page has been idle 2 s, the pointer rests 100 ms on the control, then the click. No script
//   request may start after the pointerdown but those a warm click makes too (the answer's schema, fetched beside
//   the request as issue 29 asks; the code of content the answer inserts), and the time is within a frame (16 ms)
//   of warm;
// - early (b): the click comes 300 ms after the load event, before the fetch-ahead is done: at most one round
//   trip plus the transfer of what it still fetched, over warm.
// Each case runs over HTTP/1.1 (the plain server the tests use) and over HTTP/2 (the same server's routes on
// TLS with the test-only certificate, `protocol: 'http2'`), run by run in turn so that both see the same machine.
// The slow link is Chromium's own network emulation (CDP Network.emulateNetworkConditions), not a delay in the
// server: it delays each request's response by the round trip from the moment the request is sent, and shares
// the throughput among the requests in flight, whatever the protocol. What differs is real: over HTTP/1.1
// Chromium sends at most six requests to a host at once, each holding its connection until its delayed answer
// is read, so the rest wait in waves; over HTTP/2 all go at once on one connection. (A per-request delay in the
// server would do the same, but no throughput; a per-connection latency, as on a real link, would also charge
// HTTP/1.1 the TCP and TLS handshakes of its extra connections: the emulation does not, so it favours HTTP/1.1
// slightly. The connections themselves are on loopback: the handshakes take about a millisecond.)
import type { Browser, Page } from 'playwright-core';

/** Chrome DevTools' network emulation: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const FRAME = 16;

export interface Interaction {
  name: string;
  page: string;
  /** The control the visitor clicks. */
  target: string;
  /** Runs in the page: true once the response is visible. */
  responded: string;
}

const loginShown = `(() => { const popup = document.querySelector('#popup_login'); return !!popup && getComputedStyle(popup).display !== 'none'; })()`;

export const INTERACTIONS: readonly Interaction[] = [
  { name: 'login link (A)', page: 'blog.html', target: 'a.popup_login_link', responded: loginShown },
  { name: 'login link (B)', page: 'blog-b.html', target: 'a.popup_login_link', responded: loginShown },
  {
    name: 'booking calendar day',
    page: 'booking-calendar.html',
    target: '.booked-calendar-wrap.large tr.week > td:not(.prev-date):not(.blur):not(.booked):not(.prev-month):not(.next-month)',
    responded: `!!document.querySelector('.booked-calendar-wrap.large .entryBlock:not(.booked-loading) .booked-appt-list')`,
  },
  {
    name: 'menu item',
    page: 'restaurant.html',
    target: '.sc_menuitems_item_title a[rel]',
    responded: `!!document.querySelector('.popup_menuitem .sc_menuitem_title, .popup_menuitem .sc_menuitem_box_title')`,
  },
  {
    name: 'consent settings link',
    page: 'consent.html',
    target: 'a.wpgdprc-consents-settings-link',
    responded: `document.getElementById('wpgdprc-consent-modal')?.classList.contains('is-open') === true`,
  },
  {
    name: 'like',
    page: 'blog.html',
    target: '.post_counters_likes.enabled',
    responded: `!!document.querySelector('.post_counters_likes[data-postid="12"].disabled')`,
  },
  {
    name: 'view more',
    page: 'blog.html',
    target: '#viewmore_link',
    responded: `document.querySelectorAll('.post_item').length > window.__postsBefore`,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Case = 'warm' | 'idle' | 'early';

/** A fresh page on the slow link; `early` returns once the load event has fired, the others at network idle. */
async function openSlow(browser: Browser, url: string, when: Case): Promise<{ page: Page; scripts: { at: number; path: string }[] }> {
  // The HTTP/2 server's certificate is self-signed (fixtures/server/tls/).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  const scripts: { at: number; path: string }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) scripts.push({ at: Date.now(), path });
  });
  await page.goto(url, { waitUntil: when === 'early' ? 'load' : 'networkidle' });
  if (when !== 'early') await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return { page, scripts };
}

/**
 * One click on the first matching control: ms from its pointerdown to the first frame showing the response
 * (both read in the page), and the time of the pointerdown on this machine's clock.
 */
async function timedClick(page: Page, interaction: Interaction, restMs: number): Promise<{ ms: number; downAt: number }> {
  const target = page.locator(interaction.target).first();
  await target.scrollIntoViewIfNeeded();
  // The middle of its first line box: a link wrapped over two lines has the paragraph at its bounding box's middle.
  const box = await target.evaluate((element) => {
    const { x, y, width, height } = element.getClientRects()[0] ?? element.getBoundingClientRect();
    return { x, y, width, height };
  });
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`
    window.__postsBefore = document.querySelectorAll('.post_item').length;
    window.__latency = new Promise((resolve) => {
      addEventListener('pointerdown', () => {
        const down = performance.now();
        const check = () => ((${interaction.responded}) ? resolve(performance.now() - down) : requestAnimationFrame(check));
        requestAnimationFrame(check);
        setTimeout(() => resolve(NaN), 30000);
      }, { capture: true, once: true });
    });
    undefined; // not the promise: evaluate would wait for it
  `);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (restMs) await page.waitForTimeout(restMs);
  const downAt = Date.now();
  await page.mouse.down();
  await page.mouse.up();
  const ms = await page.evaluate(() => (window as unknown as { __latency: Promise<number> }).__latency);
  return { ms: Math.round(ms), downAt };
}

/** A server to measure on, e.g. { protocol: 'HTTP/2', baseUrl: 'https://127.0.0.1:…' }. */
export interface Target {
  protocol: 'HTTP/1.1' | 'HTTP/2';
  baseUrl: string;
}

/** What the page's navigation entry says of each protocol (ALPN's names). */
const NEXT_HOP: Record<Target['protocol'], string> = { 'HTTP/1.1': 'http/1.1', 'HTTP/2': 'h2' };

export interface LatencyRow {
  name: string;
  protocol: Target['protocol'];
  warm: number;
  idle: number;
  /** Script requests started after the pointerdown in the idle case that a warm click does not make too (median). */
  idleRequests: number;
  early: number;
  /** The transfer time of the scripts the early click fetched after its pointerdown (median). */
  earlyTransfer: number;
  /** What `early` may take: warm + one round trip + that transfer. */
  earlyAllowed: number;
}

/** For each interaction and target, `runs` fresh pages per case (the targets in turn within each run); medians in ms. */
export async function measureLatency(browser: Browser, targets: readonly Target[], sizeOf: (path: string) => number, runs = 3): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  // BENCH_CLICKS=like,view more measures only those.
  const only = process.env.BENCH_CLICKS?.split(',');
  for (const interaction of INTERACTIONS.filter(({ name }) => !only || only.includes(name))) {
    const measured = targets.map(() => ({ warm: [] as number[], idle: [] as number[], idleRequests: [] as number[], early: [] as number[], transfer: [] as number[] }));
    for (let run = 0; run < runs; run++) {
      for (const [index, { protocol, baseUrl }] of targets.entries()) {
        const results = measured[index]!;
        const url = `${baseUrl}/${interaction.page}`;
        // Warm: the code fetched ahead and the enhancer mounted before the click (a pointerdown on the control).
        const warm = await openSlow(browser, url, 'warm');
        await warm.page.waitForTimeout(2000);
        await warm.page.locator(interaction.target).first().scrollIntoViewIfNeeded();
        await warm.page.locator(interaction.target).first().dispatchEvent('pointerdown');
        await warm.page.waitForLoadState('networkidle');
        const warmClick = await timedClick(warm.page, interaction, 100);
        results.warm.push(warmClick.ms);
        // What a warm click fetches itself (the answer's schema beside its request, the code of content the answer
        // inserts) is no wait an idle click adds.
        await warm.page.waitForLoadState('networkidle');
        const warmFetches = new Set(warm.scripts.filter(({ at }) => at >= warmClick.downAt).map(({ path }) => path));
        await warm.page.context().close();

        const idle = await openSlow(browser, url, 'idle');
        await idle.page.waitForTimeout(2000);
        const clicked = await timedClick(idle.page, interaction, 100);
        results.idle.push(clicked.ms);
        await idle.page.waitForLoadState('networkidle');
        const late = idle.scripts.filter(({ at, path }) => at >= clicked.downAt && !warmFetches.has(path));
        if (process.env.BENCH_VERBOSE && warmFetches.size) console.log(`  ${interaction.name} (${protocol}): a warm click fetches ${[...warmFetches].join(', ')}`);
        if (late.length && process.env.BENCH_VERBOSE) console.log(`  ${interaction.name} (${protocol}): after the pointerdown ${late.map(({ path }) => path).join(', ')}`);
        results.idleRequests.push(late.length);
        await idle.page.context().close();

        const early = await openSlow(browser, url, 'early');
        const nextHop = await early.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
        if (nextHop !== NEXT_HOP[protocol]) throw new Error(`${url} came over ${nextHop}, not ${protocol}`);
        await early.page.waitForTimeout(300);
        const earlyClick = await timedClick(early.page, interaction, 0);
        results.early.push(earlyClick.ms);
        if (process.env.BENCH_VERBOSE) console.log(`  ${interaction.name} (${protocol}): early click ${earlyClick.ms} ms`);
        const bytes = early.scripts.filter(({ at }) => at >= earlyClick.downAt).reduce((sum, { path }) => sum + sizeOf(path), 0);
        results.transfer.push(Math.round((bytes / SLOW_LINK.downloadThroughput) * 1000));
        await early.page.context().close();
      }
    }
    for (const [index, { protocol }] of targets.entries()) {
      const results = measured[index]!;
      const warm = median(results.warm);
      const earlyTransfer = median(results.transfer);
      rows.push({
        name: interaction.name,
        protocol,
        warm,
        idle: median(results.idle),
        idleRequests: median(results.idleRequests),
        early: median(results.early),
        earlyTransfer,
        earlyAllowed: warm + SLOW_LINK.latency + earlyTransfer,
      });
    }
  }
  return rows;
}

/** Whether a row meets issue 21's aims. */
export const idleMet = (row: LatencyRow) => row.idleRequests === 0 && row.idle - row.warm <= FRAME;
export const earlyMet = (row: LatencyRow) => row.early <= row.earlyAllowed;

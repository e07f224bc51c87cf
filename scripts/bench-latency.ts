// First-interaction latency for `npm run bench`: on an emulated slow link, the time from a visitor's click to
// the visible response, when the click is the page's first use of that enhancer ("cold": its code loads
// and mounts on the click, which is held and replayed) and when its code is already there ("warm").
import type { Browser, Page } from 'playwright-core';

/** Chrome DevTools' network emulation: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface Interaction {
  name: string;
  page: string;
  /** The control the visitor clicks. */
  target: string;
  /** Runs in the page: true once the response is visible. */
  responded: string;
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'login link',
    page: 'blog.html',
    target: 'a.popup_login_link',
    responded: `(() => { const popup = document.querySelector('#popup_login'); return !!popup && getComputedStyle(popup).display !== 'none'; })()`,
  },
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
    responded: `!!document.querySelector('.popup_menuitem .sc_menuitem_title')`,
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

async function openSlow(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return page;
}

/** One click on the first matching control, timed until the response shows (ms). */
async function timedClick(page: Page, interaction: Interaction): Promise<number> {
  const target = page.locator(interaction.target).first();
  await target.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __postsBefore: number }).__postsBefore = document.querySelectorAll('.post_item').length;
  });
  const box = (await target.boundingBox())!;
  const started = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(interaction.responded, undefined, { polling: 'raf', timeout: 30_000 });
  return Date.now() - started;
}

export interface LatencyRow {
  name: string;
  cold: number;
  warm: number;
}

/**
 * For each interaction, `runs` fresh pages clicked cold, and as many where the code was fetched and mounted
 * first (focus on the control, then network idle) before the click. Medians in ms.
 */
export async function measureLatency(browser: Browser, baseUrl: string, runs = 5): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  // BENCH_CLICKS=like,view more measures only those.
  const only = process.env.BENCH_CLICKS?.split(',');
  for (const interaction of INTERACTIONS.filter(({ name }) => !only || only.includes(name))) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const coldPage = await openSlow(browser, `${baseUrl}/${interaction.page}`);
      cold.push(await timedClick(coldPage, interaction));
      await coldPage.context().close();

      const warmPage = await openSlow(browser, `${baseUrl}/${interaction.page}`);
      await warmPage.locator(interaction.target).first().scrollIntoViewIfNeeded();
      await warmPage.locator(interaction.target).first().dispatchEvent('pointerdown');
      await warmPage.waitForLoadState('networkidle');
      warm.push(await timedClick(warmPage, interaction));
      await warmPage.context().close();
    }
    rows.push({ name: interaction.name, cold: median(cold), warm: median(warm) });
  }
  return rows;
}

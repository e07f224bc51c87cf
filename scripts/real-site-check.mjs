// Visitor checks on the real DiveIt site (../shared/realsite), the original and the enhanced side by side:
//   node scripts/real-site-check.mjs http://127.0.0.1:8302 http://127.0.0.1:8301
// Start each with ../shared/realsite/setup.mjs (--mode original / --mode enhanced). Not part of `npm test`: CI
// cannot build the real site. Prints what each side showed and sent, and the checks where they differ. The
// login message differs by design ("undefined" is DiveIt's missing msg_login_failed text).
import { chromium } from 'playwright-core';

const [original, enhanced] = process.argv.slice(2);
if (!original || !enhanced) {
  console.error('usage: node scripts/real-site-check.mjs <original site URL> <enhanced site URL>');
  process.exit(2);
}
const PAGES = ['/', '/blog/', '/dive-log-3/', '/shortcodes/', '/contact/', '/consent/', '/request-data/', '/book/', '/book-list/', '/my-appointments/', '/booking-login/', '/instagram/'];
const maskNonces = (body) => (body ?? '').replace(/(nonce|security)=[^&]+/g, '$1=*');

/** A page with its page errors and the admin-ajax / Maps API requests it sends recorded. */
async function visit(browser, url, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const seen = { errors: [], ajax: [], maps: [] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax')) seen.ajax.push(maskNonces(request.postData()));
    if (/\/maps\/api\/js/.test(request.url())) seen.maps.push(new URL(request.url()).host);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return { page, seen };
}

async function check(browser, base) {
  const result = {};
  for (const path of PAGES) {
    const { page, seen } = await visit(browser, base + path);
    result[`${path} page errors`] = seen.errors;
    result[`${path} theme storage`] = await page.evaluate(() => typeof window.DIVEIT_STORAGE);
    if (path === '/shortcodes/') result['/shortcodes/ Maps API loads'] = seen.maps;
    await page.close();
  }

  {
    const { page } = await visit(browser, base + '/shortcodes/');
    const panels = () => page.$$eval('.sc_tabs_content', (all) => all.map((panel) => (getComputedStyle(panel).display === 'none' ? 0 : 1)).join(''));
    result['tabs at start'] = await panels();
    await page.click('.sc_tabs_titles li:nth-child(2) a');
    await page.waitForTimeout(1000);
    result['tabs after the second title'] = await panels();
    result['countdown days shown'] = await page.$eval('.sc_countdown_days', (days) => days.innerText.replace(/\s+/g, ' '));
    await page.locator('.sc_skills_bar').scrollIntoViewIfNeeded();
    await page.waitForTimeout(3500);
    result['skills bars (width of the row / text)'] = await page.$$eval('.sc_skills_bar .sc_skills_item', (items) =>
      items.map((item) => `${Math.round((item.querySelector('.sc_skills_count').getBoundingClientRect().width / item.getBoundingClientRect().width) * 100)}% / ${item.querySelector('.sc_skills_total').textContent}`),
    );
    result['skills counters'] = await page.$$eval('.sc_skills_counter .sc_skills_total', (totals) => totals.map((total) => total.textContent));
    result['scroll-to-top shown'] = await page.$eval('.scroll_to_top', (button) => button.classList.contains('show'));
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.hover('.menu_main_nav > li.menu-item-has-children > a');
    await page.waitForTimeout(800);
    result['submenu shown on hover'] = await page.$eval('.menu_main_nav > li.menu-item-has-children > ul', (menu) => getComputedStyle(menu).display !== 'none');
    await page.close();
  }

  {
    const { page } = await visit(browser, base + '/shortcodes/', { width: 800, height: 900 });
    const button = page.locator('.header_mobile .menu_button').first();
    result['mobile menu button visible at 800 px'] = await button.isVisible();
    if (result['mobile menu button visible at 800 px']) {
      await button.click();
      await page.waitForTimeout(800);
      result['mobile menu open'] = await page.evaluate(() => !!document.querySelector('.header_mobile .side_wrap.open'));
      const parent = page.locator('#menu_mobile > li.menu-item-has-children').first();
      await parent.locator('.open_child_menu, > a').first().click();
      await page.waitForTimeout(800);
      result['mobile submenu opened by a tap'] = await parent.locator('> ul').evaluate((menu) => getComputedStyle(menu).display !== 'none');
    }
    await page.close();
  }

  {
    const { page, seen } = await visit(browser, base + '/dive-log-3/');
    // Each run of the original adds a like to its database: the count is shown relative to the page's.
    const likes = Number(await page.getAttribute('.post_counters_likes', 'data-likes'));
    await page.click('.post_counters_likes');
    await page.waitForTimeout(1500);
    result['like: requests'] = seen.ajax.filter((body) => body.includes('post_counter')).map((body) => body.replace(`likes=${likes + 1}`, 'likes=<shown + 1>'));
    await page.click('.search_submit').catch(() => undefined);
    await page.waitForTimeout(300);
    await page.locator('.search_field').first().pressSequentially('Dive', { delay: 50 });
    await page.waitForTimeout(1500);
    result['live search: requests'] = seen.ajax.filter((body) => body.includes('ajax_search'));
    result['hidden-elements handlers registered'] = await page.evaluate(() => Object.keys(window.DIVEIT_STORAGE?.init_hidden_elements ?? {}));
    await page.close();
  }

  {
    const { page, seen } = await visit(browser, base + '/');
    await page.click('.popup_login_link');
    await page.waitForTimeout(800);
    await page.fill('#popup_login input[name=log]', 'customer');
    await page.fill('#popup_login input[name=pwd]', 'wrong-pass');
    await page.click('#popup_login .submit_button, #popup_login input[type=submit]');
    await page.waitForTimeout(1500);
    result['login (box not ticked): requests'] = seen.ajax.filter((body) => body.includes('trx_utils_login_user'));
    result['login message'] = await page.$eval('#popup_login .result', (box) => box.textContent.trim());
    await page.close();
  }

  {
    const { page } = await visit(browser, base + '/book/', { width: 1280, height: 900 });
    await page.locator('.booked-calendar td:not(.prev-date):not(.blur) .date').nth(5).hover();
    await page.waitForTimeout(700);
    result['calendar day tooltip'] = await page.$$eval('.tooltipster-base', (tips) => tips.map((tip) => `${tip.className} | ${tip.textContent.trim()}`));
    await page.close();
  }
  return result;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const sides = { original: await check(browser, original), enhanced: await check(browser, enhanced) };
  const differ = [];
  for (const key of Object.keys(sides.original)) {
    const [a, b] = [JSON.stringify(sides.original[key]), JSON.stringify(sides.enhanced[key])];
    console.log(`${a === b ? 'same  ' : 'DIFFER'} ${key}\n         original: ${a}${a === b ? '' : `\n         enhanced: ${b}`}`);
    if (a !== b) differ.push(key);
  }
  console.log(`\n${Object.keys(sides.original).length - differ.length} same, ${differ.length} differ${differ.length ? `: ${differ.join('; ')}` : ''}`);
} finally {
  await browser.close();
}

// Visitor checks on the real Kidsplanet site (../shared/realsite, --site kids; generation A), the original and the
// enhanced side by side, as issue 27 listed them: menus at 1280 and 600 px, accordion, fixed header, login refused,
// header search, [trx_contact_form] empty, Contact Form 7 empty, and /media/'s lightbox, popup, player, slider and
// grid; with --woocommerce also the shop (add to cart, the header cart, list mode, quantities).
//   node scripts/real-site-check-kids.mjs <original URL> <enhanced URL>     (ONLY=media,cf7 picks checks)
// The media and cf7 checks also run on DiveIt; scripts/real-site-check.mjs is DiveIt's own. Not part of `npm test`:
// CI cannot build the real sites. Prints each check's figures for both sides, SAME or DIFF.
import { chromium } from 'playwright-core';

const [orig, enh] = process.argv.slice(2);
if (!orig || !enh) {
  console.error('usage: node scripts/real-site-check-kids.mjs <original site URL> <enhanced site URL>');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
async function open(base, path, width = 1280) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const reqs = [];
  page.on('request', (r) => {
    if (/admin-ajax|wp-json/.test(r.url()))
      reqs.push(
        r.method() +
          ' ' +
          r.url().replace(base, '') +
          ' ' +
          (r.postData() || '').replace(/(nonce|_wpnonce|security)=[^&]+/g, '$1=*').slice(0, 120),
      );
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  return { page, errors, reqs };
}
const checks = {
  async menu1280(base) {
    const { page, errors } = await open(base, '/shortcodes/');
    const bar = await page.locator('.menu_main_nav_area').evaluate((e) => {
      const r = e.getBoundingClientRect();
      return `${getComputedStyle(e).display} ${Math.round(r.height)}`;
    });
    const a = page.locator('#menu_main > li.menu-item-has-children > a').first();
    const box = await a.boundingBox();
    const under = box
      ? await page.evaluate(
          ([x, y]) => {
            const el = document.elementFromPoint(x, y);
            return el?.tagName + '.' + el?.className;
          },
          [box.x + box.width / 2, box.y + box.height / 2],
        )
      : 'nobox';
    await a.hover();
    await page.waitForTimeout(800);
    const sub = await page
      .locator('#menu_main > li.menu-item-has-children > ul')
      .first()
      .evaluate((e) => getComputedStyle(e).display + '/' + getComputedStyle(e).opacity);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(1200);
    const subAfter = await page
      .locator('#menu_main > li.menu-item-has-children > ul')
      .first()
      .evaluate((e) => getComputedStyle(e).display);
    await page.close();
    return `bar ${bar}; under ${under}; hover ${sub}; leave ${subAfter}; errors ${errors.length}`;
  },
  async menu600(base) {
    const { page, errors } = await open(base, '/shortcodes/', 600);
    const btn = page.locator('.menu_main_responsive_button');
    const vis = await btn.isVisible();
    if (vis) {
      await btn.click();
      await page.waitForTimeout(800);
    }
    const copy = await page.locator('.menu_main_responsive').count();
    let tapped = 'n/a';
    if (copy) {
      const parent = page.locator('.menu_main_responsive li.menu-item-has-children > a').first();
      if (await parent.count()) {
        await parent.click();
        await page.waitForTimeout(800);
        tapped =
          page.url().replace(base, '') +
          ' ' +
          (await page
            .locator('.menu_main_responsive li.menu-item-has-children')
            .first()
            .getAttribute('class')
            .then((c) => (/opened/.test(c) ? 'opened' : 'closed'))) +
          ' sub:' +
          (await page
            .locator('.menu_main_responsive li.menu-item-has-children > ul')
            .first()
            .evaluate((e) => getComputedStyle(e).display));
      }
    }
    await page.close();
    return `button ${vis}; copy ${copy}; tap ${tapped}; errors ${errors.length}`;
  },
  async accordion(base) {
    const { page } = await open(base, '/shortcodes/');
    const t = page.locator('.sc_accordion_title').nth(1);
    await t.scrollIntoViewIfNeeded();
    await t.click();
    await page.waitForTimeout(900);
    await t.click({ force: true });
    await page.waitForTimeout(900);
    const r = await page
      .locator('.sc_accordion_content')
      .nth(1)
      .evaluate((e) => getComputedStyle(e).display);
    await page.close();
    return `second item after two clicks: ${r}`;
  },
  async fixedHeader(base) {
    const { page } = await open(base, '/shortcodes/');
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(1200);
    const r = await page.evaluate(() => {
      const w = document.querySelector('.top_panel_fixed_wrap');
      return w
        ? `${getComputedStyle(w).height} fixed:${document.body.className.includes('top_panel_fixed') || !!document.querySelector('.top_panel_fixed')}`
        : 'none';
    });
    await page.close();
    return r;
  },
  async login(base) {
    const { page, reqs } = await open(base, '/shortcodes/');
    await page.click('.popup_login_link');
    await page.waitForTimeout(800);
    await page.fill('#log', 'customer');
    await page.fill('#password', 'wrong-pass');
    await page.click('.popup_login .submit_button');
    await page.waitForTimeout(3000);
    const msg = await page
      .locator('.popup_login .result')
      .innerText()
      .catch(() => 'none');
    await page.close();
    return `${JSON.stringify(msg.trim())} ${reqs
      .filter((r) => r.startsWith('POST'))
      .map((r) =>
        r
          .split(' ')
          .slice(2)
          .join(' ')
          .replace(/&pwd=[^&]*/, ''),
      )
      .join(' | ')}`;
  },
  async search(base) {
    const { page } = await open(base, '/shortcodes/');
    const f = page.locator('.search_field').first();
    await f.click({ force: true }).catch(() => {});
    await f.pressSequentially('Sports', { delay: 80 }).catch(() => {});
    await page.waitForTimeout(2500);
    const res = await page
      .locator('.search_results')
      .first()
      .isVisible()
      .catch(() => false);
    await f.press('Enter').catch(() => {});
    await page.waitForTimeout(2000);
    const url = page.url().replace(base, '');
    await page.close();
    return `results shown ${res}; after Enter ${url}`;
  },
  async contactForm(base) {
    const { page, reqs } = await open(base, '/forms/');
    const form = page.locator('.sc_contact_form form');
    await form.scrollIntoViewIfNeeded();
    const priv = page.locator('.sc_contact_form input[type=checkbox]');
    if (await priv.count())
      await priv
        .first()
        .check({ force: true })
        .catch(() => {});
    await page
      .locator(
        '.sc_contact_form [type=submit], .sc_contact_form .sc_contact_form_button button, .sc_contact_form .sc_button',
      )
      .first()
      .click({ force: true });
    await page.waitForTimeout(2000);
    const msgs = await page
      .locator('.sc_contact_form .error_fields_class, .sc_contact_form .error_field, .error_fields')
      .allInnerTexts()
      .catch(() => []);
    const box = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '.sc_contact_form .result, .sc_contact_form .sc_infobox, .sc_contact_form [class*=error]',
        ),
      ]
        .map((e) => e.className + ':' + e.textContent.trim().replace(/\s+/g, ' '))
        .filter((t) => t.length > 15)
        .join(' || '),
    );
    await page.close();
    return `${box.slice(0, 400)} posts:${reqs.filter((r) => r.startsWith('POST')).length}`;
  },
  async cf7(base) {
    const { page, reqs } = await open(base, '/contact/');
    const acc = page.locator('.wpcf7 .wpcf7-acceptance input');
    if (await acc.count()) {
      await page
        .locator('.wpcf7 .wpcf7-acceptance label')
        .first()
        .click()
        .catch(() => {});
      if (!(await acc.first().isChecked())) await acc.first().check({ force: true });
    }
    await page.locator('.wpcf7 [type=submit]').click();
    await page.waitForTimeout(3000);
    const r = await page.evaluate(() => {
      const f = document.querySelector('.wpcf7 form');
      return `${f.dataset.status} | ${document.querySelector('.wpcf7-response-output')?.textContent.trim()} | tips ${[...document.querySelectorAll('.wpcf7-not-valid-tip')].map((t) => t.textContent).join(',')}`;
    });
    await page.close();
    return `${r} | ${reqs.map((x) => x.split(' ').slice(0, 2).join(' ')).join(', ')}`;
  },
  async media(base) {
    const { page, errors } = await open(base, '/media/');
    const out = [];
    const img = page.locator('a[href$=".jpg"], a[href$=".png"]').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await page.waitForTimeout(1500);
    out.push(
      'lightbox ' +
        (await page
          .locator('.mfp-counter')
          .innerText()
          .catch(() => 'none')) +
        ' url ' +
        page.url().replace(base, ''),
    );
    if (!page.url().endsWith('/media/')) await page.goBack();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    out.push('closed ' + !(await page.locator('.mfp-wrap').count()));
    const pl = page.locator('.sc_popup_link').first();
    if (await pl.count()) {
      await pl.scrollIntoViewIfNeeded();
      await pl.click();
      await page.waitForTimeout(1200);
      out.push('popup ' + (await page.locator('.mfp-content').count()) + ' ' + page.url().replace(base, ''));
      await page.keyboard.press('Escape');
      await page.waitForTimeout(800);
    }
    out.push(
      'players ' +
        (await page.locator('.mejs-container').count()) +
        ' controls ' +
        (await page.locator('.mejs-controls').count()),
    );
    out.push(
      'swiper bullets ' +
        (await page
          .locator('.sc_slider_swiper .swiper-pagination-bullet, .sc_slider_swiper .swiper-pagination-switch')
          .count()),
    );
    out.push(
      'grid ' +
        (await page.evaluate(() =>
          [...document.querySelectorAll('.isotope_wrap > *')].map((e) => getComputedStyle(e).opacity).join(','),
        )),
    );
    out.push('errors ' + errors.length);
    await page.close();
    return out.join('; ');
  },
  async shop(base) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const out = [];
    const posts = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' || /wc-ajax/.test(r.url())) posts.push(r.url().replace(base, '').replace(/\?.*/, ''));
    });
    await page.goto(base + '/shop/');
    await page.waitForTimeout(1500);
    await page.locator('.add_to_cart_button').first().click();
    await page.waitForTimeout(3000);
    out.push(
      'added: ' +
        (await page.locator('.added_to_cart').count()) +
        ' cart label ' +
        JSON.stringify((await page.locator('.top_panel_cart_button').innerText()).trim().replace(/\s+/g, ' ')),
    );
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(1000);
    await page.locator('.top_panel_cart_button').hover();
    await page.waitForTimeout(1000);
    out.push(
      'hover dropdown ' +
        (await page
          .locator('.sidebar_cart')
          .evaluate(
            (e) =>
              getComputedStyle(e).display +
              ' items ' +
              e.querySelectorAll('.mini_cart_item, .woocommerce-mini-cart-item').length,
          )),
    );
    await page.mouse.move(5, 700);
    await page.waitForTimeout(1200);
    out.push('leave ' + (await page.locator('.sidebar_cart').evaluate((e) => getComputedStyle(e).display)));
    await page.locator('.woocommerce_list').click();
    await page.waitForTimeout(2500);
    out.push(
      'list mode url ' +
        page.url().replace(base, '') +
        ' ' +
        (await page
          .locator('.list_products, ul.products.list, .products')
          .first()
          .getAttribute('class')
          .catch(() => '?')),
    );
    await page.goto(base + '/product/wooden-blocks/');
    await page.waitForTimeout(1500);
    const q = page.locator('input.qty');
    const plus = page.locator('.q_inc, .quantity .plus, .quantity .inc').first();
    const minus = page.locator('.q_dec, .quantity .minus, .quantity .dec').first();
    if (await minus.count()) {
      await minus.click();
      await minus.click();
    }
    out.push('qty after two minus ' + (await q.inputValue()));
    if (await plus.count()) {
      await plus.click();
      await plus.click();
    }
    out.push('qty after two plus ' + (await q.inputValue()));
    out.push('posts ' + posts.join(','), 'errors ' + errors.length);
    await ctx.close();
    return out.join('; ');
  },
};
const only = process.env.ONLY?.split(',');
for (const [name, check] of Object.entries(checks)) {
  if (only && !only.includes(name)) continue;
  const run = async (base) => {
    try {
      return await check(base);
    } catch (e) {
      return 'THREW ' + e.message.split('\n')[0];
    }
  };
  const [a, b] = [await run(orig), await run(enh)];
  console.log(`${a === b ? 'SAME' : 'DIFF'} ${name}\n  original: ${a}\n  enhanced: ${b}`);
}
await browser.close();

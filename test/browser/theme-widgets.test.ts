import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

const test = suite('theme widgets');
let session: BrowserSession;
let opened: OpenedPage;

async function open(path: string): Promise<OpenedPage> {
  opened = await session.open(path);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
const focusedId = () => opened.page.evaluate(() => document.activeElement?.id ?? '');
const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return { iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, shown: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` };
};

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('accordions: two on a page, initial data-active (empty → first), keyboard opening and moving', async () => {
  const { page } = await open('/widgets.html');
  const active = (id: string) => page.$$eval(`#${id} > .sc_accordion_item`, (items) => items.map((item) => item.classList.contains('sc_active')));
  assert.equal(await active('sc_accordion_11'), [false, true, false]);
  assert.equal(await active('sc_accordion_12'), [true, false]);
  const titles = page.locator('#sc_accordion_11 .sc_accordion_title');
  await titles.nth(1).focus();
  // The focus wakes the accordion's code (the state above was set at rest); the keys wait for it.
  await page.waitForFunction(() => document.querySelector('#sc_accordion_11 .sc_accordion_title')!.hasAttribute('aria-controls'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await active('sc_accordion_11'), [false, false, true]);
  assert.ok(await page.locator('#sc_accordion_11 .sc_accordion_content').nth(2).isVisible());
  assert.not.ok(await page.locator('#sc_accordion_11 .sc_accordion_content').nth(1).isVisible());
  await page.keyboard.press(' ');
  assert.equal(await active('sc_accordion_11'), [false, false, true], 'the open one stays open (jQuery UI, not collapsible)');
  assert.equal(await active('sc_accordion_12'), [true, false], 'the other accordion is untouched');
});

test('a widget in a closed accordion panel is set up when the panel opens (scroll area)', async () => {
  const { page } = await open('/widgets.html');
  const area = page.locator('#sc_scroll_13');
  assert.not.ok(await area.evaluate((element) => element.classList.contains('inited')));
  await page.locator('#sc_accordion_12 .sc_accordion_title').nth(1).click();
  await page.waitForFunction(() => document.getElementById('sc_scroll_13')!.classList.contains('inited'));
  assert.is(await area.getAttribute('role'), 'region');
});

test('tabs: jQuery-UI style with data-active=1 and no_jquery_ui tabs; arrow keys, Home/End, 300 ms fades', async () => {
  const { page } = await open('/widgets.html');
  assert.ok(await page.locator('#sc_tab_11_2').isVisible());
  assert.ok(await page.locator('#sc_tabs_11 li').nth(1).evaluate((li) => li.classList.contains('ui-tabs-active')));
  await page.locator('#sc_tab_11_2_tab').focus();
  // The focus wakes the tabs' code (the state above was set at rest); the keys wait for it.
  await page.waitForFunction(() => document.getElementById('sc_tab_11_2_tab')!.hasAttribute('aria-controls'));
  await page.keyboard.press('End');
  assert.is(await focusedId(), 'sc_tab_11_3_tab');
  await page.locator('#sc_tab_11_3').waitFor({ state: 'visible' });
  assert.not.ok(await page.locator('#sc_tab_11_2').isVisible());
  await page.keyboard.press('ArrowRight');
  assert.is(await focusedId(), 'sc_tab_11_1_tab', 'wraps to the first');
  await page.locator('#sc_tab_11_1').waitFor({ state: 'visible' });
  await page.locator('#sc_tab_12_2_tab').click();
  await page.locator('#sc_tab_12_2').waitFor({ state: 'visible' });
  assert.ok(await page.locator('#sc_tab_11_1').isVisible(), 'the other tab set keeps its panel');
  assert.is(await page.evaluate(() => location.hash), '', 'no jump to the panel');
});

test('countdown: date plus a time without seconds (defect 14) counts down every second', async () => {
  const { page } = await open('/widgets.html');
  const read = () => page.$$eval('#sc_countdown_11 .sc_countdown_digits', (groups) => groups.map((group) => Array.from(group.children).filter((span) => !span.classList.contains('hide')).map((span) => span.textContent).join('')).join(':'));
  const first = await read();
  assert.match(first, /^\d+:\d\d:\d\d:\d\d$/);
  assert.not.match(first, /NaN/);
  await page.waitForFunction((before) => {
    const now = Array.from(document.querySelectorAll('#sc_countdown_11 .sc_countdown_seconds span')).map((span) => span.textContent).join('');
    return now !== before.split(':')[3];
  }, first, { timeout: 2500 });
});

test('blog (A): its countdown with "09:00" works too', async () => {
  const { page } = await open('/blog.html');
  // Below the fold: the countdown starts as the visitor gets near it.
  await page.locator('#sc_countdown_1').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => /[1-9]/.test(document.querySelector('#sc_countdown_1 .sc_countdown_days .sc_countdown_digits')?.textContent ?? ''));
  const days = await page.$$eval('#sc_countdown_1 .sc_countdown_days .sc_countdown_digits span:not(.hide)', (spans) => spans.map((span) => span.textContent).join(''));
  assert.match(days, /^\d+$/);
  assert.ok(Number(days) > 100);
});

test('skills: a bar grows and a counter counts once scrolled into view', async () => {
  const { page } = await open('/widgets.html');
  await page.locator('#sc_skills_11').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('#sc_skills_11 .sc_skills_total')!.textContent === '96%', null, { timeout: 5000 });
  await page.waitForFunction(() => (document.querySelector('#sc_skills_11 .sc_skills_count') as HTMLElement).style.width === '96%');
  await page.waitForFunction(() => document.querySelector('#sc_skills_12 .sc_skills_total')!.textContent === '120 kids', null, { timeout: 5000 });
});

test('skills (B blog-b, the real site\'s markup): below the fold at rest, then scrolled into view, each bar\'s own .sc_skills_count grows to 80 % and 45 % of its row (issue 21, defect 5)', async () => {
  const { page } = await open('/blog-b.html');
  const bars = '#sc_skills_diagram_b .sc_skills_item';
  const shares = () => page.$$eval(bars, (items) => items.map((item) => Math.round((item.querySelector('.sc_skills_count')!.getBoundingClientRect().width / item.getBoundingClientRect().width) * 100)).join());
  const top = () => page.evaluate(() => document.querySelector('#sc_skills_diagram_b')!.getBoundingClientRect().top);
  // Below the fold (more than the `visible` strategy's 200 px under the viewport): nothing has run on it yet.
  assert.ok((await top()) > (await page.evaluate(() => innerHeight)) + 200, 'the block starts below the fold');
  assert.is(await shares(), '0,0');
  assert.is(await page.$$eval(`${bars} .sc_skills_total`, (totals) => totals.map((total) => total.textContent).join()), '0%,0%');
  assert.is(await page.locator(`${bars}.inited`).count(), 0);
  // Scrolled into view as a visitor does, with the wheel, until the block's top is in the viewport.
  await page.mouse.move(640, 400);
  for (let step = 0; step < 60 && (await top()) > 600; step++) await page.mouse.wheel(0, 200);
  assert.ok((await top()) <= 600, 'scrolled into view');
  await page.waitForFunction(
    (bars) => Array.from(document.querySelectorAll(`${bars} .sc_skills_total`), (total) => total.textContent).join() === '80%,45%',
    bars,
    { timeout: 8000 },
  );
  // The drawn width once the growth has ended (2720 ms at most): a share of the row, as the visitor sees it.
  await page.waitForFunction(
    (bars) => Array.from(document.querySelectorAll(bars), (item) => Math.round((item.querySelector('.sc_skills_count')!.getBoundingClientRect().width / item.getBoundingClientRect().width) * 100)).join() === '80,45',
    bars,
    { timeout: 8000 },
  );
});

test('portfolio filters without isotope', async () => {
  const { page } = await open('/widgets.html');
  const visible = () => page.$$eval('.isotope_item', (items) => items.filter((item) => getComputedStyle(item).display !== 'none').map((item) => item.textContent!.trim()));
  await page.locator('.isotope_filters_button', { hasText: 'Nature' }).click();
  // Below the fold: the filters' code comes with the first click (held, then replayed once it is there).
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.isotope_item')).filter((item) => getComputedStyle(item).display !== 'none').length === 2);
  assert.equal(await visible(), ['Bean sprouts', 'Leaf prints']);
  await page.locator('.isotope_filters_button', { hasText: 'All' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await visible(), ['Finger painting', 'Bean sprouts', 'Leaf prints']);
  assert.is(await page.locator('.isotope_filters_button', { hasText: 'All' }).getAttribute('aria-pressed'), 'true');
});

test('photo stack: the dots bring a photo to the front', async () => {
  const { page } = await open('/widgets.html');
  const dots = page.locator('.photostack-nav button');
  // Below the fold: the stack starts (and renders its dots) as the visitor gets near it.
  await page.locator('.photostack').scrollIntoViewIfNeeded();
  await dots.nth(2).waitFor();
  assert.is(await dots.count(), 3);
  await dots.nth(2).click();
  assert.ok(await page.locator('.photostack figure').nth(2).evaluate((figure) => figure.classList.contains('photostack-current')));
  await page.keyboard.press('ArrowLeft');
  assert.ok(await page.locator('.photostack figure').nth(1).evaluate((figure) => figure.classList.contains('photostack-current')));
});

test('zoom lens: round, 200 px, follows the pointer', async () => {
  const { page } = await open('/widgets.html');
  const image = page.locator('.sc_zoom img');
  await image.scrollIntoViewIfNeeded();
  await image.hover();
  const lens = page.locator('.sc_zoom_lens');
  await lens.waitFor({ state: 'visible' });
  const box = await lens.boundingBox();
  assert.is(Math.round(box!.width), 200);
  assert.is(await lens.evaluate((element) => getComputedStyle(element).borderRadius), '50%');
});

test('colour picker: a 16 × 7 palette from the keyboard, hex typing rules', async () => {
  const { page } = await open('/widgets.html');
  await page.locator('.iColorPicker_button').scrollIntoViewIfNeeded();
  await page.locator('.iColorPicker_button').click();
  const popup = page.locator('.iColorPicker_popup');
  // The swatch was there at rest; its first click is held until the palette's code is there, then replayed.
  await popup.waitFor();
  assert.is(await popup.locator('[role="gridcell"]').count(), 112);
  assert.is(await popup.locator('tr').first().locator('td').count(), 16);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await popup.waitFor({ state: 'detached' });
  const chosen = await page.locator('#team_colour').inputValue();
  assert.match(chosen, /^#[0-9a-f]{6}$/);
  assert.is.not(chosen, '#f4a51c');
  await page.locator('.iColorPicker_button').click();
  const hex = popup.locator('.iColorPicker_hex');
  await hex.fill('');
  await hex.type('#12zz3456789');
  assert.is(await hex.inputValue(), '#123456', 'only hex digits and #, seven characters at most');
  await hex.fill('#12345');
  await hex.press('Enter');
  assert.ok(await popup.isVisible(), 'Enter ignored at 6 characters');
  await hex.fill('#abc');
  await hex.press('Enter');
  await popup.waitFor({ state: 'detached' });
  assert.is(await page.locator('#team_colour').inputValue(), '#abc');
});

test('restaurant form: date picker (day.month.year shown, year-month-day sent, from today) and time picker from the keyboard', async () => {
  const { page } = await open('/restaurant.html');
  const date = page.locator('#sc_form_2_date');
  await date.scrollIntoViewIfNeeded();
  await date.focus();
  // The focus wakes the pickers' code: the date field hands its name to a hidden field once it is there.
  await page.locator('#sc_form_2_form input[type="hidden"][name="date"]').waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.locator('#ui-datepicker-div td[tabindex="0"]').waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-date')), day(0).iso);
  await page.keyboard.press('ArrowLeft');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-date')), day(0).iso, 'no earlier than today');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.locator('#ui-datepicker-div').waitFor({ state: 'detached' });
  assert.is(await date.inputValue(), day(7).shown);
  assert.is(await page.locator('#sc_form_2_form input[type="hidden"][name="date"]').inputValue(), day(7).iso);
  assert.is(await date.getAttribute('name'), null);
  const time = page.locator('#sc_form_2_time');
  await time.focus();
  await page.waitForFunction(() => document.getElementById('sc_form_2_time')!.getAttribute('role') === 'combobox');
  await page.keyboard.press('ArrowDown');
  assert.is(await time.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.is(await time.inputValue(), '12:30');
  assert.is(await time.getAttribute('aria-expanded'), 'false');
});

test.run();

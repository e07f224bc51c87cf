import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { pageSuite } from './helpers/page-suite';

// Tabs, accordions and toggles from the keyboard (issue 9 §3, WAI-ARIA Authoring Practices): roles and states,
// arrow keys move between headers, Home and End go to the ends, Enter and Space open.
interface WidgetCase {
  page: string;
  /** The headers, in order. */
  headers: string;
  kind: 'tabs' | 'disclosure';
  /** An accordion's open header stays open (jQuery UI, not collapsible); toggles close again. */
  collapsible?: boolean;
}

const CASES: WidgetCase[] = [
  { page: '/widgets.html', headers: '#sc_tabs_11 [role="tab"]', kind: 'tabs' },
  { page: '/sports.html', headers: '#sc_tabs_2 [role="tab"]', kind: 'tabs' },
  { page: '/widgets.html', headers: '#sc_accordion_11 .sc_accordion_title', kind: 'disclosure' },
  { page: '/sports.html', headers: '#sc_toggles_1 .sc_toggles_title', kind: 'disclosure', collapsible: true },
];

const { test, open } = pageSuite('keyboard: tabs, accordions and toggles');

const focusedIndex = (page: Page, headers: string) =>
  page.evaluate((selector) => Array.from(document.querySelectorAll(selector)).indexOf(document.activeElement!), headers);
const state = (page: Page, headers: string, kind: WidgetCase['kind']) =>
  page.$$eval(headers, (elements, attribute) => elements.map((element) => element.getAttribute(attribute)), kind === 'tabs' ? 'aria-selected' : 'aria-expanded');

for (const { page: path, headers, kind, collapsible = false } of CASES) {
  test(`${path} ${headers}: roles, arrows, Home, End, Enter and Space`, async () => {
    const { page } = await open(path);
    // The roles and states are there at rest; the widget's code starts on first use (the focus), and the
    // keys wait for it: it names each header's panel (aria-controls) once it is there.
    await page.locator(headers.split(' ')[0]!).scrollIntoViewIfNeeded();
    const atRest = await state(page, headers, kind);
    assert.ok(atRest.length >= 2 && atRest.every((value) => value === 'true' || value === 'false'), `states at rest: ${atRest.join(', ')}`);
    await page.locator(headers).first().focus();
    await page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('aria-controls'), headers);
    const count = await page.locator(headers).count();
    assert.ok(count >= 2, `${count} headers`);
    if (kind === 'tabs') {
      assert.ok(await page.locator(headers).first().evaluate((tab) => tab.closest('[role="tablist"]') !== null), 'in a tablist');
      for (const tab of await page.locator(headers).all()) assert.ok(await tab.getAttribute('aria-controls'), 'each tab names its panel');
    } else {
      for (const header of await page.locator(headers).all()) {
        assert.ok((await header.getAttribute('role')) === 'button' || (await header.evaluate((element) => element.tagName === 'BUTTON')), 'a button');
        assert.match((await header.getAttribute('aria-expanded')) ?? '', /^(true|false)$/);
      }
    }
    await page.locator(headers).first().focus();
    await page.keyboard.press('End');
    assert.is(await focusedIndex(page, headers), count - 1, 'End: the last header');
    await page.keyboard.press('Home');
    assert.is(await focusedIndex(page, headers), 0, 'Home: the first header');
    await page.keyboard.press(kind === 'tabs' ? 'ArrowRight' : 'ArrowDown');
    assert.is(await focusedIndex(page, headers), 1, 'the next header');
    await page.keyboard.press(kind === 'tabs' ? 'ArrowLeft' : 'ArrowUp');
    await page.keyboard.press(kind === 'tabs' ? 'ArrowLeft' : 'ArrowUp');
    assert.is(await focusedIndex(page, headers), count - 1, 'the previous header wraps to the last');
    // An accordion's closed header (the first): Enter opens it, Space then leaves it open.
    const target = kind === 'disclosure' && !collapsible ? 0 : 1;
    await page.locator(headers).nth(target).focus();
    for (const key of ['Enter', ' ']) {
      const before = await state(page, headers, kind);
      const name = key === ' ' ? 'Space' : key;
      await page.keyboard.press(key);
      if (kind === 'tabs' || collapsible || key === 'Enter') {
        await page.waitForFunction(
          ([selector, attribute, previous]) =>
            JSON.stringify(Array.from(document.querySelectorAll(selector)).map((element) => element.getAttribute(attribute))) !== previous,
          [headers, kind === 'tabs' ? 'aria-selected' : 'aria-expanded', JSON.stringify(before)] as const,
        ).catch(() => undefined);
      }
      const after = await state(page, headers, kind);
      if (kind === 'tabs') assert.is(after[target], 'true', `${name} selects the focused tab`);
      else if (collapsible) assert.is.not(after[target], before[target], `${name} toggles the focused header`);
      else assert.is(after[target], 'true', `${name} opens the focused header, and it stays open`);
    }
  });
}

test.run();

import type { Locator } from 'playwright-core';

// Where in the window the control is tried, top edge at this fraction of the height: the middle first, then
// higher and lower. The theme's fixed header covers the top and the page contents (#toc) the right-hand middle.
const SPOTS = [0.5, 0.25, 0.75, 0.35, 0.6];
// A spot counts once nothing covers the control this many checks in a row: scrolling slides the fixed header
// in (a CSS transition started by a scroll handler), so one free check proves nothing.
const STEADY_CHECKS = 4;
const CHECK_EVERY_MS = 25;
// A spot still covered after this many checks (about half a second) is given up for the next one.
const TRIES = 20;

/**
 * Scrolls the control to where nothing covers its middle, as a visitor looks at what they click, and keeps
 * it there: Playwright's own scrolling would put it at the top edge, where the fixed header slides over it
 * between its hit check and the click (then the press lands on the control and the release on the header,
 * and no click reaches either). Returns the control; when no spot is free, leaves it at the last one.
 */
export async function uncovered(control: Locator): Promise<Locator> {
  const page = control.page();
  const free = () =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (element === hit || element.contains(hit));
    });
  for (const spot of SPOTS) {
    await control.evaluate((element, spot) => {
      const win = element.ownerDocument.defaultView!;
      win.scrollBy(0, element.getBoundingClientRect().top - spot * win.innerHeight);
    }, spot);
    let steady = 0;
    for (let tries = 0; steady < STEADY_CHECKS && tries < TRIES; tries++) {
      steady = (await free()) ? steady + 1 : 0;
      await page.waitForTimeout(CHECK_EVERY_MS);
    }
    if (steady >= STEADY_CHECKS) return control;
  }
  return control;
}

import type { Page } from 'playwright-core';

// The in-page code is plain JavaScript text: tsx would wrap named inner functions in a `__name` helper that the page lacks.

/** In the page: `problem(selector)` is null when the element is really visible, else the first reason it is not. */
const PROBLEM = `(selector) => {
  const element = document.querySelector(selector);
  if (!element) return 'no such element';
  const label = (node) => node.tagName.toLowerCase() + (typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
  for (let node = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none') return 'display:none on ' + label(node);
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return 'visibility:' + style.visibility + ' on ' + label(node);
    if (Number(style.opacity) <= 0) return 'opacity:0 on ' + label(node);
    if (node.getAnimations().some((animation) => animation.playState === 'running')) return 'a transition or animation is running on ' + label(node);
  }
  const box = element.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return 'empty box ' + box.width + 'x' + box.height;
  return null;
}`;

/** In the page: true when the element is missing or it or an ancestor has computed display:none. */
const GONE = `(selector) => {
  const element = document.querySelector(selector);
  for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return true;
  return !element;
}`;

/** In the page: the element reduced to tags with sorted classes, nested; text dropped. */
const SHAPE = `(selector) => {
  const shape = (element) => {
    const classes = Array.from(element.classList).sort().join('.');
    const tag = element.tagName.toLowerCase() + (classes ? '.' + classes : '');
    const children = Array.from(element.children).map(shape);
    return children.length ? tag + '(' + children.join(' ') + ')' : tag;
  };
  const element = document.querySelector(selector);
  return element ? shape(element) : 'missing';
}`;

const call = (source: string, selector: string) => `(${source})(${JSON.stringify(selector)})`;

/**
 * Waits until the element `selector` names is really visible: a non-empty bounding box, and neither it nor any
 * ancestor has computed display:none, visibility:hidden or opacity:0 or a running transition or animation (a fade or
 * slide still going). Throws with the reason when that state is not reached within `timeout` ms. This is what a
 * reader sees under the sites' stylesheets, not what the script meant.
 */
export async function assertVisible(page: Page, selector: string, timeout = 3000): Promise<void> {
  try {
    await page.waitForFunction(`${call(PROBLEM, selector)} === null`, undefined, { timeout, polling: 50 });
  } catch {
    const problem = await page.evaluate(call(PROBLEM, selector)).catch((error: unknown) => String(error));
    throw new Error(`${selector} is not visible: ${String(problem)}`);
  }
}

/** Waits until the element is out of view: missing, or display:none on it or an ancestor (after any fade-out). */
export async function assertHidden(page: Page, selector: string, timeout = 3000): Promise<void> {
  try {
    await page.waitForFunction(call(GONE, selector), undefined, { timeout, polling: 50 });
  } catch {
    throw new Error(`${selector} is still displayed`);
  }
}

/** The element's markup as structure: `tag.class.class(child child)`, classes sorted, text dropped. */
export async function markupShape(page: Page, selector: string): Promise<string> {
  return String(await page.evaluate(call(SHAPE, selector)));
}

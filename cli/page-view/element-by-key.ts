import type { ElementHandle, Page } from 'playwright-core';

/**
 * Runs in the page: the element a key of `collectElements` names, walking its segments down from `body` with the
 * same rules (stable ids by id; other elements counted among the siblings of their tag and first class, skipped
 * tags and stably-identified siblings not counted). Self-contained: it is sent as source.
 */
export const findByKey = (key: string): Element | null => {
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE', 'BR', 'WBR']);
  const stableId = (id: string) => id !== '' && !/\d{4,}/.test(id);
  let current: Element | null = document.body;
  for (const segment of key.split('>')) {
    if (!current) return null;
    const tag = /^[^.#:]+/.exec(segment)?.[0] ?? '';
    const children: Element[] = Array.from(current.children).filter((child) => !SKIPPED.has(child.tagName) && child.tagName.toLowerCase() === tag);
    if (segment.startsWith(`${tag}#`)) {
      const id = segment.slice(tag.length + 1);
      current = children.find((child) => child.id === id && stableId(child.id)) ?? null;
      continue;
    }
    const place = Number(/:(\d+)$/.exec(segment)?.[1] ?? 0);
    const kind = segment.replace(/:\d+$/, '');
    current = children.filter((child) => {
      if (stableId(child.id)) return false;
      const first = (child.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)[0];
      return `${tag}${first ? `.${first}` : ''}` === kind;
    })[place] ?? null;
  }
  return current;
};

/** The live element a key names, as a handle to act on; undefined when the page has none. */
export async function elementByKey(page: Page, key: string): Promise<ElementHandle | undefined> {
  const handle = await page.evaluateHandle(`(() => { const __name = (f) => f; return (${findByKey.toString()})(${JSON.stringify(key)}); })()`);
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element ?? undefined;
}

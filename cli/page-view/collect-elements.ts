import type { ElementRecord, ServerElement } from './element-record';

/**
 * Runs in the page (or in jsdom, with no layout): every element under `body` with its key. The key names an element
 * by its id when the id is stable, otherwise by its tag, first class and position among like siblings, so that an
 * element a script adds with other classes does not shift its neighbours' keys. What is skipped: scripts, styles,
 * templates and what lies inside an `svg`. Written with arrow functions only and no imports: it is sent to the page
 * as source (see in-page.ts).
 */
export const collectElements = (options: { serverHtml?: string; layout: boolean }): (ElementRecord | ServerElement)[] => {
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE', 'BR', 'WBR']);
  // Ids with a long number are printed anew on each load (mt_rand in the themes' shortcodes) or by a script's counter;
  // MediaElement numbers its players (mep_0, mep_1…) in the order it gets to them, which differs when one is missing.
  const stableId = (id: string) => id !== '' && !/\d{4,}/.test(id) && !/^mep_\d+$/.test(id);
  const doc = options.serverHtml === undefined ? document : new DOMParser().parseFromString(options.serverHtml, 'text/html');
  const out: (ElementRecord | ServerElement)[] = [];
  const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  // Widget parts the themes' scripts make clickable without a link or a button: titles, slider arrows and bullets.
  const CLICKABLE = /^(sc_accordion_title|sc_toggles_title|swiper-button-(next|prev)|swiper-pagination-bullet|sc_slider_(prev|next)|flex-(prev|next))$/;
  const interactiveOf = (element: Element): ElementRecord['interactive'] => {
    const tag = element.tagName;
    if (tag === 'A' && element.hasAttribute('href')) return 'link';
    if (tag === 'BUTTON' || element.getAttribute('role') === 'button' || element.getAttribute('role') === 'tab') return 'button';
    if (element.hasAttribute('onclick') || classesOf(element).some((name) => CLICKABLE.test(name))) return 'button';
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return (element as HTMLInputElement).type === 'hidden' ? undefined : 'control';
    return undefined;
  };
  const labelOf = (element: Element, classes: string[]) => {
    const id = element.id ? `#${element.id}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes.slice(0, 3).map((name) => `.${name}`).join('')}${text ? ` "${text}"` : ''}`;
  };
  // Numbers the page's nodes once (kept on the window): a later snapshot of the same load finds each element again.
  const store = globalThis as unknown as { __wpEnhanceNodes?: WeakMap<Element, number>; __wpEnhanceNodeCount?: number };
  const nodeOf = (element: Element) => {
    const nodes = (store.__wpEnhanceNodes ??= new WeakMap());
    let node = nodes.get(element);
    if (node === undefined) {
      node = store.__wpEnhanceNodeCount = (store.__wpEnhanceNodeCount ?? 0) + 1;
      nodes.set(element, node);
    }
    return node;
  };
  type Clip = [number, number, number, number];
  const intersect = (a: Clip, b: Clip): Clip => {
    const left = Math.max(a[0], b[0]);
    const top = Math.max(a[1], b[1]);
    return [left, top, Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - left), Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - top)];
  };
  const visit = (parent: Element, path: string, clip: Clip, transparent: boolean) => {
    const seen = new Map<string, number>();
    for (const element of Array.from(parent.children)) {
      if (SKIPPED.has(element.tagName)) continue;
      const classes = classesOf(element);
      const tag = element.tagName.toLowerCase();
      let segment: string;
      if (stableId(element.id)) segment = `${tag}#${element.id}`;
      else {
        const kind = `${tag}${classes[0] ? `.${classes[0]}` : ''}`;
        const n = seen.get(kind) ?? 0;
        seen.set(kind, n + 1);
        segment = `${kind}:${n}`;
      }
      const key = path ? `${path}>${segment}` : segment;
      if (!options.layout) {
        out.push({ key, classes });
      } else {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const box: Clip = [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
        const seenBox = intersect(box, clip);
        const hiddenUp = transparent || style.opacity === '0';
        const rendered = (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
        const visible = rendered && !hiddenUp && seenBox[2] >= 1 && seenBox[3] >= 1 && box[0] + box[2] > 0 && box[1] + box[3] > 0;
        const interactive = interactiveOf(element);
        const said = interactive && ((element as HTMLElement).innerText || element.getAttribute('aria-label') || element.getAttribute('title') || (element as HTMLInputElement).value || element.getAttribute('placeholder') || '');
        const type = element.getAttribute('role') ?? ((tag === 'input' || tag === 'button') ? (element as HTMLInputElement).type : undefined);
        out.push({
          key, tag, classes, label: labelOf(element, classes), visible,
          box: box.map((value) => Math.round(value)) as Clip,
          ...(interactive && { interactive, text: String(said).replace(/\s+/g, ' ').trim().slice(0, 60) }),
          ...(interactive && type && { type }),
          ...(tag === 'a' && element.hasAttribute('href') && { href: element.getAttribute('href')! }),
          node: nodeOf(element),
        });
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.contain.includes('paint');
        if (tag === 'svg') continue;
        visit(element, key, clips ? intersect(clip, box) : clip, hiddenUp);
        continue;
      }
      if (tag === 'svg') continue;
      visit(element, key, clip, transparent);
    }
  };
  visit(doc.body, '', [-1e7, -1e7, 2e7, 2e7], false);
  return out;
};

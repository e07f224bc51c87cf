import { defineEnhancerModule } from '../../src/enhancer';
import { sanitizeHtml } from '../../src/sanitize-html';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { contentsItems, type ContentsItem } from './page-contents-items';

function itemElement(doc: Document, item: ContentsItem): HTMLElement {
  const wrap = doc.createElement('div');
  wrap.className = `toc_item${item.separator ? ' toc_separator' : ''}`;
  if (item.description) {
    const description = doc.createElement('div');
    description.className = 'toc_description';
    description.append(sanitizeHtml(item.description, doc));
    wrap.append(description);
  }
  const link = doc.createElement('a');
  link.href = item.url;
  link.className = `toc_icon${item.title ? ' with_title' : ''} ${item.icon}`;
  if (item.title) {
    const title = doc.createElement('span');
    title.className = 'toc_title';
    title.textContent = item.title;
    link.append(title);
    // The theme may hide the title visually: the link keeps it as its name.
    link.setAttribute('aria-label', item.title);
  }
  wrap.append(link);
  return wrap;
}

/**
 * Page contents (unless `toc_menu` is `no`, or B's `hide`): an item per `[id^="toc_"]` / `.sc_anchor`
 * (url, icon, title, description, separator) into `#toc .toc_inner`, or a new `div#toc.toc_<mode>`,
 * when there are more than the home and top items. Items are `current` while their target is in view.
 * Links to other pages are plain links (defect 12: nothing breaks on them).
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(body, { settings, signal }) {
    const mode = settings.tocMenu;
    if (!mode || mode === 'no' || mode === 'hide') return;
    const doc = body.ownerDocument;
    const items = contentsItems(doc);
    if (items.length <= (settings.tocMenuHome ? 1 : 0) + (settings.tocMenuTop ? 1 : 0)) return;
    let toc = doc.getElementById('toc');
    const made = !toc;
    if (!toc) {
      toc = doc.createElement('div');
      toc.id = 'toc';
      toc.className = `toc_${mode}`;
      body.append(toc);
    }
    let inner = toc.querySelector<HTMLElement>('.toc_inner');
    if (!inner) {
      inner = doc.createElement('div');
      inner.className = 'toc_inner';
      toc.append(inner);
    }
    if (!toc.hasAttribute('role')) toc.setAttribute('role', 'navigation');
    if (!toc.hasAttribute('aria-label')) toc.setAttribute('aria-label', 'Page contents');
    const elements = items.map((item) => itemElement(doc, item));
    inner.append(...elements);

    const win = doc.defaultView as (Window & typeof globalThis) | null;
    let observer: IntersectionObserver | undefined;
    if (win?.IntersectionObserver) {
      observer = new win.IntersectionObserver((entries) => {
        for (const entry of entries) {
          const index = items.findIndex((item) => item.target === entry.target);
          elements[index]?.classList.toggle('current', entry.isIntersecting);
        }
      });
      for (const item of items) if (item.target) observer.observe(item.target);
    }
    signal.addEventListener('abort', () => observer?.disconnect());
    return () => {
      for (const element of elements) element.remove();
      if (made) toc.remove();
    };
  },
});

import { parseServerHtml } from '../../src/server-fragment';
import { POSTS_ADDED } from '../theme-shared/posts-added';

interface JQueryIsotope {
  (target: Element | Element[]): { isotope?: (command: string, items: unknown) => void };
  fn?: { isotope?: unknown };
}

/** Missing `<a href="#" class="isotope_filters_button" data-filter=".flt_7">Travel</a>` buttons for new categories. */
function addFilterButtons(wrap: Element, filters: unknown): void {
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return;
  const bar = Array.from(wrap.parentElement?.children ?? []).find((element) => element.matches('.isotope_filters, .isotope_filter'));
  if (!bar) return;
  for (const [id, name] of Object.entries(filters as Record<string, unknown>)) {
    const filter = `.flt_${id}`;
    if (Array.from(bar.querySelectorAll('[data-filter]')).some((button) => button.getAttribute('data-filter') === filter)) continue;
    const button = wrap.ownerDocument.createElement('a');
    button.href = '#';
    button.className = 'isotope_filters_button';
    button.setAttribute('data-filter', filter);
    button.textContent = String(name);
    bar.append(button);
  }
}

/**
 * Puts the next page's posts (server markup, the contract's sanctioned fragment, scripts and handlers
 * removed) into the first `.content`'s isotope grid, or before `#viewmore`. Returns the new elements.
 */
export function insertPosts(viewMore: Element, html: string, filters: unknown): Element[] {
  const doc = viewMore.ownerDocument;
  const fragment = parseServerHtml(html, doc);
  const items = Array.from(fragment.children);
  const wrap = doc.querySelector('.content')?.querySelector('.isotope_wrap');
  if (!wrap) {
    viewMore.before(fragment);
    items.forEach((item) => item.dispatchEvent(new CustomEvent(POSTS_ADDED, { bubbles: true })));
    return items;
  }
  wrap.append(fragment);
  addFilterButtons(wrap, filters);
  wrap.dispatchEvent(new CustomEvent(POSTS_ADDED, { bubbles: true }));
  // The grid library, where the page has it, lays the new items out.
  const jQuery = (window as unknown as { jQuery?: JQueryIsotope }).jQuery;
  if (jQuery?.fn?.isotope) jQuery(wrap).isotope?.('appended', jQuery(items));
  return items;
}

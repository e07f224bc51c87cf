import { defineEnhancerModule } from '../../src/enhancer';

/** True when the grid item passes the filter (`*` = everything, else a selector such as `.flt_7`). */
export function passesFilter(item: Element, filter: string): boolean {
  if (!filter || filter === '*') return true;
  try {
    return item.matches(filter);
  } catch {
    return true; // not a selector: filter nothing out
  }
}

/**
 * Portfolio grid filters without isotope: `.isotope_filters a[data-filter]` shows only the sibling
 * `.isotope_wrap` items matching the filter (`*` = all) and marks the chosen button `active`
 * (aria-pressed). Items and buttons added later (view more) follow the current filter.
 */
export default defineEnhancerModule({
  mount(filters, { signal }) {
    const wrap = filters.parentElement?.querySelector<HTMLElement>('.isotope_wrap');
    if (!wrap) return;
    const buttons = () => Array.from(filters.querySelectorAll<HTMLElement>('[data-filter]'));
    let current = buttons().find((button) => button.classList.contains('active'))?.getAttribute('data-filter') ?? '*';
    const apply = () => {
      for (const item of Array.from(wrap.children) as HTMLElement[]) item.style.display = passesFilter(item, current) ? '' : 'none';
      for (const button of buttons()) {
        const chosen = button.getAttribute('data-filter') === current;
        button.classList.toggle('active', chosen);
        button.setAttribute('aria-pressed', String(chosen));
        if (button.localName === 'a' && !button.hasAttribute('role')) button.setAttribute('role', 'button');
      }
    };
    filters.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest?.('[data-filter]');
        if (!button || !filters.contains(button)) return;
        event.preventDefault();
        current = button.getAttribute('data-filter') ?? '*';
        apply();
      },
      { signal },
    );
    // Links with role=button answer Space like buttons.
    filters.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as HTMLElement;
        if ((event as KeyboardEvent).key !== ' ' || !target.matches?.('[data-filter]')) return;
        event.preventDefault();
        target.click();
      },
      { signal },
    );
    const observer = new MutationObserver(apply);
    observer.observe(wrap, { childList: true });
    observer.observe(filters, { childList: true });
    apply();
    return () => {
      observer.disconnect();
      for (const item of Array.from(wrap.children) as HTMLElement[]) item.style.display = '';
      for (const button of buttons()) button.removeAttribute('aria-pressed');
    };
  },
});

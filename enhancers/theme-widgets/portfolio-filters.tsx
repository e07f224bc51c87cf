import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { callPlugin } from '../theme-libraries/jquery-plugin';

/** True when the grid item passes the filter (`*` = everything, else a selector such as `.flt_7`). */
export function passesFilter(item: Element, filter: string): boolean {
  if (!filter || filter === '*') return true;
  try {
    return item.matches(filter);
  } catch {
    return true; // not a selector: filter nothing out
  }
}

const buttonsOf = (filters: Element) => Array.from(filters.querySelectorAll<HTMLElement>('[data-filter]'));

/**
 * Portfolio grid filters: `.isotope_filters a[data-filter]` shows only the sibling `.isotope_wrap` items
 * matching the filter (`*` = all), through isotope's `filter` where isotope laid the grid out and marks the chosen button `active`
 * (aria-pressed). The current filter is state; items and buttons added later (view more) follow it.
 */
function PortfolioFilters({ element }: ServerMarkupProps) {
  const wrap = useMemo(() => element.parentElement?.querySelector<HTMLElement>('.isotope_wrap') ?? null, [element]);
  return wrap && <Filters filters={element} wrap={wrap} />;
}

function Filters({ filters, wrap }: { filters: HTMLElement; wrap: HTMLElement }) {
  const [current, setCurrent] = useState(() => buttonsOf(filters).find((button) => button.classList.contains('active'))?.getAttribute('data-filter') ?? '*');
  // Bumped when items or buttons arrive, so they are filtered and marked too.
  const [markup, setMarkup] = useState(0);

  useLayoutEffect(() => {
    // A grid isotope has laid out (theme-libraries/grid.ts) is filtered by isotope, as the theme did.
    const filtered = wrap.classList.contains('inited') && callPlugin(wrap, 'isotope', { filter: current });
    if (!filtered) for (const item of Array.from(wrap.children) as HTMLElement[]) item.style.display = passesFilter(item, current) ? '' : 'none';
    for (const button of buttonsOf(filters)) {
      const chosen = button.getAttribute('data-filter') === current;
      button.classList.toggle('active', chosen);
      button.setAttribute('aria-pressed', String(chosen));
      if (button.localName === 'a' && !button.hasAttribute('role')) button.setAttribute('role', 'button');
    }
  }, [filters, wrap, current, markup]);
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => flushSync(() => setMarkup((count) => count + 1)));
    observer.observe(wrap, { childList: true });
    observer.observe(filters, { childList: true });
    return () => {
      observer.disconnect();
      for (const item of Array.from(wrap.children) as HTMLElement[]) item.style.display = '';
      for (const button of buttonsOf(filters)) button.removeAttribute('aria-pressed');
    };
  }, [filters, wrap]);

  useServerEvent(filters, 'click', (event) => {
    const button = (event.target as Element).closest?.('[data-filter]');
    if (!button || !filters.contains(button)) return;
    event.preventDefault();
    setCurrent(button.getAttribute('data-filter') ?? '*');
  });
  // Links with role=button answer Space like buttons.
  useServerEvent(filters, 'keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== ' ' || !target.matches?.('[data-filter]')) return;
    event.preventDefault();
    target.click();
  });
  return null;
}

export default defineComponent(PortfolioFilters);

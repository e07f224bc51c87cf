import { defineEnhancerModule } from '../../src/enhancer';
import { fadeIn, fadeOut, stopEffect } from './dom/fade';
import { movedIndex } from '../../src/list-keys';
import { activeIndex } from './dom/active-index';
import { ensureId } from '../../src/act-as-button';

/** Panels fade out and in over 300 ms each (spec §9). */
export const TABS_FADE_MS = 300;

interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/**
 * Tabs `.sc_tabs[data-active]` / `.tabs_area` (WAI-ARIA tabs, automatic activation): the titles'
 * `li a[href="#panel"]` switch panels; the current panel fades out, then the chosen one fades in.
 * The initial tab comes from `data-active` (NaN or out of range → the first), or from the address
 * when it names a panel. B's `.no_jquery_ui` tabs mark `li.sc_tabs_active`; the others use jQuery
 * UI's `ui-state-active ui-tabs-active`.
 */
export default defineEnhancerModule({
  mount(root, { signal }) {
    const doc = root.ownerDocument;
    const list = root.querySelector<HTMLElement>('.sc_tabs_titles') ?? root.querySelector<HTMLElement>('ul');
    if (!list) return;
    const tabs: Tab[] = [];
    for (const item of Array.from(list.children) as HTMLElement[]) {
      const link = item.querySelector<HTMLAnchorElement>('a[href*="#"]');
      let id = link?.hash.slice(1);
      try {
        if (id) id = decodeURIComponent(id);
      } catch {
        // a malformed % escape: keep it as written
      }
      const panel = id ? doc.getElementById(id) : null;
      if (link && panel && root.contains(panel)) tabs.push({ item, link, panel });
    }
    if (tabs.length === 0) return;
    const activeClasses = root.classList.contains('no_jquery_ui') ? ['sc_tabs_active'] : ['ui-state-active', 'ui-tabs-active'];

    list.setAttribute('role', 'tablist');
    for (const { item, link, panel } of tabs) {
      item.setAttribute('role', 'presentation');
      link.setAttribute('role', 'tab');
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', ensureId(link, 'sc-tab'));
      panel.tabIndex = 0;
    }

    let current: Tab | undefined;
    const mark = (chosen: Tab) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        for (const name of activeClasses) tab.item.classList.toggle(name, selected);
        tab.link.setAttribute('aria-selected', String(selected));
        tab.link.tabIndex = selected ? 0 : -1;
      }
    };
    const select = (chosen: Tab) => {
      if (chosen === current) return;
      const previous = current;
      current = chosen;
      mark(chosen);
      // A switch during a fade: whatever is not involved goes away at once.
      for (const tab of tabs) {
        if (tab === chosen || tab === previous) continue;
        stopEffect(tab.panel);
        tab.panel.style.display = 'none';
      }
      stopEffect(chosen.panel);
      if (!previous || previous.panel.style.display === 'none') {
        fadeIn(chosen.panel, TABS_FADE_MS);
        return;
      }
      chosen.panel.style.display = 'none';
      fadeOut(previous.panel, TABS_FADE_MS, { onDone: () => current === chosen && fadeIn(chosen.panel, TABS_FADE_MS) });
    };

    const fromAddress = tabs.find(({ panel }) => doc.defaultView?.location.hash === `#${panel.id}`);
    const initial = fromAddress ?? tabs[activeIndex(root.getAttribute('data-active'))] ?? tabs[0]!;
    current = initial;
    mark(initial);
    for (const tab of tabs) tab.panel.style.display = tab === initial ? 'block' : 'none';

    const tabOf = (target: EventTarget | null) => tabs.find(({ link }) => link.contains(target as Node));
    list.addEventListener(
      'click',
      (event) => {
        const tab = tabOf(event.target);
        if (!tab) return;
        event.preventDefault();
        select(tab);
      },
      { signal },
    );
    list.addEventListener(
      'keydown',
      (event) => {
        const tab = tabOf(event.target);
        if (!tab) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select(tab);
          return;
        }
        const next = movedIndex(event.key, tabs.indexOf(tab), tabs.length);
        if (next === undefined) return;
        event.preventDefault();
        tabs[next]!.link.focus();
        select(tabs[next]!);
      },
      { signal },
    );
    return () => {
      list.removeAttribute('role');
      for (const { item, link, panel } of tabs) {
        stopEffect(panel);
        item.removeAttribute('role');
        for (const name of ['role', 'aria-controls', 'aria-selected', 'tabindex']) link.removeAttribute(name);
        for (const name of ['role', 'aria-labelledby', 'tabindex']) panel.removeAttribute(name);
      }
    };
  },
});

import { defineEnhancerModule } from '../../../src/enhancer';
import { isBooked24, showTabCounter } from './tab-counter';
import { movedIndex } from '../../../src/list-keys';

interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/**
 * Booked's profile / staff / login tabs (`ul.booked-tabs > li > a[href="#name"]` → `#profile-name`) as
 * WAI-ARIA tabs: the link's anchor picks the panel, the first tab is active unless one is marked, arrow
 * keys / Home / End move between tabs. Count badges (`.counter`) show each panel's appointments.
 * Only this tab list's own panels are touched.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const list = element as HTMLElement;
    const doc = list.ownerDocument;
    const tabs: Tab[] = [];
    for (const link of Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]'))) {
      const panel = doc.getElementById(`profile-${link.getAttribute('href')!.slice(1)}`);
      if (panel && link.parentElement) tabs.push({ item: link.parentElement, link, panel });
    }
    if (tabs.length === 0) return;

    list.setAttribute('role', 'tablist');
    for (const { item, link, panel } of tabs) {
      item.setAttribute('role', 'presentation');
      link.setAttribute('role', 'tab');
      link.id ||= `booked-tab-${panel.id}`;
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
    }

    const activate = (chosen: Tab, focus: boolean) => {
      for (const tab of tabs) {
        const on = tab === chosen;
        tab.item.classList.toggle('active', on);
        tab.link.setAttribute('aria-selected', String(on));
        tab.link.tabIndex = on ? 0 : -1;
        tab.panel.style.display = on ? 'block' : 'none';
      }
      if (focus) chosen.link.focus();
    };
    activate(tabs.find((tab) => tab.item.classList.contains('active')) ?? tabs[0]!, false);

    const flex = isBooked24();
    for (const { link, panel } of tabs) {
      const counter = link.querySelector<HTMLElement>('.counter');
      const count = panel.querySelectorAll('.appt-block').length;
      if (counter && count > 0) showTabCounter(counter, count, flex);
    }

    list.addEventListener('click', (event) => {
      const tab = tabs.find(({ link }) => link.contains(event.target as Node));
      if (!tab) return;
      event.preventDefault();
      activate(tab, false);
    }, { signal });

    list.addEventListener('keydown', (event) => {
      const index = tabs.findIndex(({ link }) => link === event.target);
      if (index < 0) return;
      const target = movedIndex(event.key, index, tabs.length);
      if (target === undefined) return;
      event.preventDefault();
      activate(tabs[target]!, true);
    }, { signal });

    return () => {
      list.removeAttribute('role');
      for (const { item, link, panel } of tabs) {
        item.removeAttribute('role');
        for (const name of ['role', 'aria-controls', 'aria-selected', 'tabindex']) link.removeAttribute(name);
        panel.removeAttribute('role');
        panel.removeAttribute('aria-labelledby');
      }
    };
  },
});

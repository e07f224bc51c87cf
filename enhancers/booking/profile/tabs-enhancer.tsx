import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { movedIndex } from '../../../src/list-keys';
import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { useServerEvent } from '../../../src/use-server-event';

interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/**
 * `ul.booked-tabs > li > a[href="#name"]` with its panel `#profile-name`; links to elsewhere are not tabs.
 * (The same reading as `tabs-at-rest.ts`, which must stay import-free: see there.)
 */
function readTabs(list: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const link of Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]'))) {
    const panel = list.ownerDocument.getElementById(`profile-${link.getAttribute('href')!.slice(1)}`);
    if (panel && link.parentElement) tabs.push({ item: link.parentElement, link, panel });
  }
  return tabs;
}

/** WAI-ARIA tab roles on the server markup; the undo puts it back. */
function markTabs(list: HTMLElement, tabs: Tab[]): () => void {
  list.setAttribute('role', 'tablist');
  for (const { item, link, panel } of tabs) {
    item.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.id ||= `booked-tab-${panel.id}`;
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
  }
  return () => {
    list.removeAttribute('role');
    for (const { item, link, panel } of tabs) {
      item.removeAttribute('role');
      for (const name of ['role', 'aria-controls', 'aria-selected', 'tabindex']) link.removeAttribute(name);
      panel.removeAttribute('role');
      panel.removeAttribute('aria-labelledby');
    }
  };
}

/**
 * Booked's profile / staff / login tabs (`ul.booked-tabs`) as WAI-ARIA tabs: the link's anchor picks the
 * panel, the first tab is active unless one is marked, arrow keys / Home / End move between tabs. Only this
 * tab list's own panels are touched. (The count badges are the appointment lists' at-rest part's.)
 */
function BookingTabs({ element: list }: ServerMarkupProps) {
  const tabs = useMemo(() => readTabs(list), [list]);
  // The tab the at-rest part (`tabs-at-rest.ts`) shows: the marked one, else the first.
  const [active, setActive] = useState(() => Math.max(0, tabs.findIndex((tab) => tab.item.classList.contains('active'))));
  const focusActive = useRef(false);

  useLayoutEffect(() => (tabs.length > 0 ? markTabs(list, tabs) : undefined), [list, tabs]);
  useLayoutEffect(() => {
    tabs.forEach((tab, index) => {
      const on = index === active;
      tab.item.classList.toggle('active', on);
      tab.link.setAttribute('aria-selected', String(on));
      tab.link.tabIndex = on ? 0 : -1;
      tab.panel.style.display = on ? 'block' : 'none';
    });
    if (focusActive.current) tabs[active]?.link.focus();
    focusActive.current = false;
  }, [tabs, active]);

  useServerEvent(list, 'click', (event) => {
    const index = tabs.findIndex(({ link }) => link.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    setActive(index);
  });
  useServerEvent(list, 'keydown', (event) => {
    const index = tabs.findIndex(({ link }) => link === event.target);
    if (index < 0) return;
    const target = movedIndex(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    focusActive.current = true;
    setActive(target);
  });
  return null;
}

export default defineComponent(BookingTabs);

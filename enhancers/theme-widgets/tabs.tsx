import { useLayoutEffect, useMemo, useRef } from 'react';
import { ensureId } from '../../src/act-as-button';
import { movedIndex } from '../../src/list-keys';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useOneOpen } from '../../src/use-one-open';
import { useServerEvent } from '../../src/use-server-event';
import { activeIndex } from './dom/active-index';
import { fadeIn, fadeOut, stopEffect } from './dom/fade';

/** Panels fade out and in over 300 ms each (spec §9). */
export const TABS_FADE_MS = 300;

interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

function readTabs(root: HTMLElement): { list: HTMLElement | null; tabs: Tab[] } {
  const doc = root.ownerDocument;
  const list = root.querySelector<HTMLElement>('.sc_tabs_titles') ?? root.querySelector<HTMLElement>('ul');
  const tabs: Tab[] = [];
  for (const item of list ? (Array.from(list.children) as HTMLElement[]) : []) {
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
  return { list, tabs };
}

/** The WAI-ARIA tabs roles; the undo restores the server markup. */
function markTabs(list: HTMLElement, tabs: Tab[]): () => void {
  list.setAttribute('role', 'tablist');
  for (const { item, link, panel } of tabs) {
    item.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', ensureId(link, 'sc-tab'));
    panel.tabIndex = 0;
  }
  return () => {
    list.removeAttribute('role');
    for (const { item, link, panel } of tabs) {
      stopEffect(panel);
      item.removeAttribute('role');
      for (const name of ['role', 'aria-controls', 'aria-selected', 'tabindex']) link.removeAttribute(name);
      for (const name of ['role', 'aria-labelledby', 'tabindex']) panel.removeAttribute(name);
    }
  };
}

/**
 * Tabs `.sc_tabs[data-active]` / `.tabs_area` (WAI-ARIA tabs, automatic activation): the titles'
 * `li a[href="#panel"]` switch panels; the current panel fades out, then the chosen one fades in.
 * The initial tab comes from `data-active` (NaN or out of range → the first), or from the address
 * when it names a panel. B's `.no_jquery_ui` tabs mark `li.sc_tabs_active`; the others use jQuery
 * UI's `ui-state-active ui-tabs-active`. The panels are server content, driven in place.
 */
function Tabs({ element }: ServerMarkupProps) {
  const { list, tabs } = useMemo(() => readTabs(element), [element]);
  return list && tabs.length > 0 ? <TabSet root={element} list={list} tabs={tabs} /> : null;
}

function initialTab(root: HTMLElement, tabs: Tab[]): number {
  const hash = root.ownerDocument.defaultView?.location.hash;
  const fromAddress = tabs.findIndex(({ panel }) => hash === `#${panel.id}`);
  if (fromAddress >= 0) return fromAddress;
  const index = activeIndex(root.getAttribute('data-active'));
  return tabs[index] ? index : 0;
}

function TabSet({ root, list, tabs }: { root: HTMLElement; list: HTMLElement; tabs: Tab[] }) {
  const { open: current, show } = useOneOpen(() => initialTab(root, tabs));
  // The tab whose panel is on screen (or fading out), and the latest choice for fades still running.
  const shown = useRef<number | null>(null);
  const chosen = useRef(current);
  chosen.current = current;
  const activeClasses = useMemo(() => (root.classList.contains('no_jquery_ui') ? ['sc_tabs_active'] : ['ui-state-active', 'ui-tabs-active']), [root]);

  useLayoutEffect(() => markTabs(list, tabs), [list, tabs]);
  useLayoutEffect(() => {
    tabs.forEach((tab, index) => {
      const selected = index === current;
      for (const name of activeClasses) tab.item.classList.toggle(name, selected);
      tab.link.setAttribute('aria-selected', String(selected));
      tab.link.tabIndex = selected ? 0 : -1;
    });
    const previous = shown.current;
    shown.current = current;
    if (previous === null) {
      tabs.forEach((tab, index) => (tab.panel.style.display = index === current ? 'block' : 'none'));
      return;
    }
    if (previous === current) return;
    // A switch during a fade: whatever is not involved goes away at once.
    tabs.forEach((tab, index) => {
      if (index === current || index === previous) return;
      stopEffect(tab.panel);
      tab.panel.style.display = 'none';
    });
    const next = tabs[current]!.panel;
    stopEffect(next);
    const before = tabs[previous]!.panel;
    if (before.style.display === 'none') {
      fadeIn(next, TABS_FADE_MS);
      return;
    }
    next.style.display = 'none';
    fadeOut(before, TABS_FADE_MS, { onDone: () => chosen.current === current && fadeIn(next, TABS_FADE_MS) });
  }, [tabs, current, activeClasses]);

  const tabOf = (target: EventTarget | null) => tabs.findIndex(({ link }) => link.contains(target as Node));
  useServerEvent(list, 'click', (event) => {
    const index = tabOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    show(index);
  });
  useServerEvent(list, 'keydown', (event) => {
    const index = tabOf(event.target);
    if (index < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(index);
      return;
    }
    const next = movedIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.link.focus();
    show(next);
  });
  return null;
}

export default defineComponent(Tabs);

import { useLayoutEffect, useMemo, useRef } from 'react';
import { ensureId } from '../../src/act-as-button';
import { movedIndex } from '../../src/list-keys';
import { revealedToTheme } from '../../src/revealed-to-theme';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useOneOpen } from '../../src/use-one-open';
import { useServerEvent } from '../../src/use-server-event';
import { activeClassesOf, currentTab, markSelected, markTabRoles, readTabs, showPanelAtOnce, type Tab } from './panels-at-rest';
import { fadeIn, fadeOut, stopEffect } from './dom/fade';

/** Panels fade out and in over 300 ms each (spec §9). */
export const TABS_FADE_MS = 300;

/**
 * The WAI-ARIA tabs roles and relations; the undo restores the server markup. The roles are usually there
 * already (the plain at-rest part, `panels-at-rest.ts`): setting them again changes nothing.
 */
function markTabs(list: HTMLElement, tabs: Tab[]): () => void {
  markTabRoles(list, tabs);
  for (const { link, panel } of tabs) {
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', ensureId(link, 'sc-tab'));
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
 * UI's `ui-state-active ui-tabs-active`. The panels are server content, driven in place. The component
 * loads on first use; until then the at-rest part has shown the initial panel and set the roles and states.
 */
function Tabs({ element }: ServerMarkupProps) {
  const { list, tabs } = useMemo(() => readTabs(element), [element]);
  return list && tabs.length > 0 ? <TabSet root={element} list={list} tabs={tabs} /> : null;
}

function TabSet({ root, list, tabs }: { root: HTMLElement; list: HTMLElement; tabs: Tab[] }) {
  const { open: current, show } = useOneOpen(() => currentTab(root, tabs));
  // The tab whose panel is on screen (or fading out), and the latest choice for fades still running.
  const shown = useRef<number | null>(null);
  const chosen = useRef(current);
  chosen.current = current;
  const activeClasses = useMemo(() => activeClassesOf(root), [root]);

  useLayoutEffect(() => markTabs(list, tabs), [list, tabs]);
  useLayoutEffect(() => {
    markSelected(tabs, current, activeClasses);
    const previous = shown.current;
    shown.current = current;
    if (previous === null) {
      showPanelAtOnce(tabs, current);
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
    // Once it has faded in, as the theme's tabs told its hidden-elements handlers.
    const reveal = () => fadeIn(next, TABS_FADE_MS, { onDone: () => revealedToTheme(next) });
    if (before.style.display === 'none') {
      reveal();
      return;
    }
    next.style.display = 'none';
    fadeOut(before, TABS_FADE_MS, { onDone: () => chosen.current === current && reveal() });
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

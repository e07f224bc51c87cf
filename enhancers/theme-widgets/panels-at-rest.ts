// Accordions, tabs, toggles and info boxes as the page opens (one small chunk, no React): what the originals
// set at load, and what a visitor needs before using them; their components (`panels.ts`) load on first use
// and adopt this state through the same functions, which they import from here (so this chunk is the one
// both share). Each part is a one-time attribute, class or placement change with neither UI of its own nor
// state, so plain DOM at ready.
import { defineEnhancerModule } from '../../src/enhancer';
import { activeIndex } from './dom/active-index';

// ---- accordions
export interface Section {
  item: HTMLElement;
  title: HTMLElement;
  content: HTMLElement | null;
}

export function readSections(accordion: HTMLElement): Section[] {
  return Array.from(accordion.children)
    .filter((child): child is HTMLElement => child.classList.contains('sc_accordion_item'))
    .map((item) => ({
      item,
      title: item.querySelector<HTMLElement>(':scope > .sc_accordion_title')!,
      content: item.querySelector<HTMLElement>(':scope > .sc_accordion_content'),
    }))
    .filter((section) => section.title);
}

/** The section open at start: `data-active` (NaN → 0, out of range → none). */
export const initialSection = (accordion: HTMLElement): number => activeIndex(accordion.getAttribute('data-active'));

/** The section open now: as marked (by the at-rest part; -1 when it closed them all), else the one to open at start. */
export function currentSection(accordion: HTMLElement, sections: readonly Section[]): number {
  if (!sections.some(({ title }) => title.hasAttribute('aria-expanded'))) return initialSection(accordion);
  return sections.findIndex(({ title }) => title.getAttribute('aria-expanded') === 'true');
}

/** Titles are buttons (role, Tab stop). */
export function markTitles(sections: readonly Section[]): void {
  for (const { title } of sections) {
    title.setAttribute('role', 'button');
    title.tabIndex = 0;
  }
}

const ICON = 'ui-accordion-header-icon';

/**
 * What the themes' start set (both call jQuery UI's accordion(), 1.13 as WordPress ships it): `inited`, the
 * widget's classes, and its triangle icon first in each title. Returns the undo of the icons (the classes go
 * back with the `class` attributes).
 */
export function markAccordionStarted(accordion: HTMLElement, sections: readonly Section[]): () => void {
  accordion.classList.add('inited', 'ui-accordion', 'ui-widget', 'ui-helper-reset');
  const icons: HTMLElement[] = [];
  for (const { title, content } of sections) {
    title.classList.add('ui-accordion-header', 'ui-corner-top', 'ui-state-default', 'ui-accordion-icons');
    content?.classList.add('ui-accordion-content', 'ui-corner-bottom', 'ui-helper-reset', 'ui-widget-content');
    if (title.firstElementChild?.classList.contains(ICON)) continue;
    const icon = accordion.ownerDocument.createElement('span');
    icon.className = `${ICON} ui-icon`;
    title.prepend(icon);
    icons.push(icon);
  }
  return () => icons.forEach((icon) => icon.remove());
}

/**
 * The open section (or none): `sc_active` on its item; on its title jQuery UI's active classes and icon
 * (`ui-state-active`, the triangle pointing down), on the others its collapsed ones; its panel displayed;
 * aria-expanded.
 */
export function showSection(sections: readonly Section[], open: number | null): void {
  sections.forEach((section, index) => {
    const isOpen = index === open;
    section.item.classList.toggle('sc_active', isOpen);
    for (const name of ['ui-accordion-header-active', 'ui-state-active']) section.title.classList.toggle(name, isOpen);
    for (const name of ['ui-accordion-header-collapsed', 'ui-corner-all']) section.title.classList.toggle(name, !isOpen);
    const icon = section.title.firstElementChild?.classList.contains(ICON) ? section.title.firstElementChild : null;
    icon?.classList.toggle('ui-icon-triangle-1-s', isOpen);
    icon?.classList.toggle('ui-icon-triangle-1-e', !isOpen);
    section.title.setAttribute('aria-expanded', String(isOpen));
    section.content?.classList.toggle('ui-accordion-content-active', isOpen);
    if (section.content) section.content.style.display = isOpen ? 'block' : 'none';
  });
}

// ---- tabs
export interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

export function readTabs(root: HTMLElement): { list: HTMLElement | null; tabs: Tab[] } {
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

/** The tab selected at start: the one the address names, else `data-active` (NaN or out of range → the first). */
export function initialTab(root: HTMLElement, tabs: readonly Tab[]): number {
  const hash = root.ownerDocument.defaultView?.location.hash;
  const fromAddress = tabs.findIndex(({ panel }) => hash === `#${panel.id}`);
  if (fromAddress >= 0) return fromAddress;
  const index = activeIndex(root.getAttribute('data-active'));
  return tabs[index] ? index : 0;
}

/** The tab selected now: the one marked selected (by the at-rest part), else the one to select at start. */
export function currentTab(root: HTMLElement, tabs: readonly Tab[]): number {
  const marked = tabs.findIndex(({ link }) => link.getAttribute('aria-selected') === 'true');
  return marked >= 0 ? marked : initialTab(root, tabs);
}

/** Whether the theme started jQuery UI's tabs() on it: all but B's `.no_jquery_ui` tabs. */
const usesJqueryUi = (root: HTMLElement) => !root.classList.contains('no_jquery_ui');

/** B's `.no_jquery_ui` tabs mark `li.sc_tabs_active`; the others jQuery UI's `ui-state-active ui-tabs-active`. */
export const activeClassesOf = (root: HTMLElement): string[] => (usesJqueryUi(root) ? ['ui-state-active', 'ui-tabs-active'] : ['sc_tabs_active']);

/**
 * The classes the theme's start set: `inited` on every tabs block, and what jQuery UI's tabs() (1.13, as
 * WordPress ships it) puts on the widget, its list, tabs, anchors and panels, which stylesheets draw on.
 */
export function markStarted(root: HTMLElement, list: HTMLElement, tabs: readonly Tab[]): void {
  root.classList.add('inited');
  if (!usesJqueryUi(root)) return;
  root.classList.add('ui-tabs', 'ui-corner-all', 'ui-widget', 'ui-widget-content');
  list.classList.add('ui-tabs-nav', 'ui-corner-all', 'ui-helper-reset', 'ui-helper-clearfix', 'ui-widget-header');
  for (const { item, link, panel } of tabs) {
    item.classList.add('ui-tabs-tab', 'ui-corner-top', 'ui-state-default', 'ui-tab');
    link.classList.add('ui-tabs-anchor');
    panel.classList.add('ui-tabs-panel', 'ui-corner-bottom', 'ui-widget-content');
  }
}

/** The WAI-ARIA tabs roles; panels are Tab stops. */
export function markTabRoles(list: HTMLElement, tabs: readonly Tab[]): void {
  list.setAttribute('role', 'tablist');
  for (const { item, link, panel } of tabs) {
    item.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    panel.setAttribute('role', 'tabpanel');
    panel.tabIndex = 0;
  }
}

/** The selected tab: its item's active classes, aria-selected, the one Tab stop among the tabs. */
export function markSelected(tabs: readonly Tab[], current: number, activeClasses: readonly string[]): void {
  tabs.forEach((tab, index) => {
    const selected = index === current;
    for (const name of activeClasses) tab.item.classList.toggle(name, selected);
    tab.link.setAttribute('aria-selected', String(selected));
    tab.link.tabIndex = selected ? 0 : -1;
  });
}

/** Only the selected tab's panel displayed (no fade: the state at start). */
export function showPanelAtOnce(tabs: readonly Tab[], current: number): void {
  tabs.forEach((tab, index) => (tab.panel.style.display = index === current ? 'block' : 'none'));
}

// ---- toggles
export interface Toggle {
  title: HTMLElement;
  item: HTMLElement | null;
  content: HTMLElement | null;
}

export function readToggles(toggles: HTMLElement): Toggle[] {
  return Array.from(toggles.querySelectorAll<HTMLElement>('.sc_toggles_title'))
    .filter((title) => title.closest('.sc_toggles') === toggles)
    .map((title) => ({
      title,
      item: title.parentElement,
      content: title.parentElement?.querySelector<HTMLElement>(':scope > .sc_toggles_content') ?? null,
    }));
}

/** Which toggles are open: the server's `sc_active` items. */
export const openToggles = (toggles: readonly Toggle[]): boolean[] => toggles.map(({ item }) => item?.classList.contains('sc_active') ?? false);

/** Titles are buttons (role, Tab stop). */
export function markToggleTitles(toggles: readonly Toggle[]): void {
  for (const { title } of toggles) {
    title.setAttribute('role', 'button');
    title.tabIndex = 0;
  }
}

/** One toggle's state without a slide: classes, aria-expanded and whether its content is displayed. */
export function showToggle({ title, item, content }: Toggle, isOpen: boolean): void {
  item?.classList.toggle('sc_active', isOpen);
  title.classList.toggle('ui-state-active', isOpen);
  title.setAttribute('aria-expanded', String(isOpen));
  if (content) content.style.display = isOpen ? 'block' : 'none';
}

// ---- closeable info boxes
/** The keyboard close button over the theme's drawn "✕": transparent, the whole height of the box's right edge. */
export const CLOSE_BUTTON_STYLE = { position: 'absolute', top: '0', right: '0', width: '2.5em', height: '100%', padding: '0', border: '0', background: 'transparent', cursor: 'pointer' } as const;

/** The box's close button when it has one (put there at rest), as its last child. */
export const closeButtonOf = (box: Element): HTMLButtonElement | null =>
  box.lastElementChild?.matches('button.sc_infobox_close') ? (box.lastElementChild as HTMLButtonElement) : null;

/** Puts the close button in the box (its last child), as the component renders it. Returns the undo. */
export function placeCloseButton(box: Element): () => void {
  if (closeButtonOf(box)) return () => undefined;
  const button = box.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'sc_infobox_close';
  button.setAttribute('aria-label', 'Close');
  Object.assign(button.style, CLOSE_BUTTON_STYLE);
  box.append(button);
  return () => button.remove();
}

// ---- the at-rest parts

/** Puts the inline styles and attributes back as the server printed them (the undo of a part). */
function keep(elements: readonly (Element | null | undefined)[], names: readonly string[]): () => void {
  const saved = elements.filter((element): element is Element => !!element).map((element) => [element, names.map((name) => element.getAttribute(name))] as const);
  return () => {
    for (const [element, values] of saved) {
      names.forEach((name, index) => {
        const value = values[index];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    }
  };
}

/** The accordion's initial section open (`data-active`), the others closed; what the theme's start set; titles are buttons with aria-expanded. */
const accordion = defineEnhancerModule({
  mount(element) {
    const accordion = element as HTMLElement;
    const sections = readSections(accordion);
    const open = currentSection(accordion, sections);
    const undo = keep([accordion, ...sections.flatMap(({ item, title, content }) => [item, title, content])], ['class', 'style', 'role', 'tabindex', 'aria-expanded']);
    const removeIcons = markAccordionStarted(accordion, sections);
    markTitles(sections);
    showSection(sections, open);
    return () => {
      removeIcons();
      undo();
    };
  },
});

/** The initial tab (address, else `data-active`) selected and its panel shown, the others hidden; the classes the theme's start set; the tabs roles. */
const tabs = defineEnhancerModule({
  mount(element) {
    const root = element as HTMLElement;
    const { list, tabs: all } = readTabs(root);
    if (!list || all.length === 0) return;
    const undo = keep([root, list, ...all.flatMap(({ item, link, panel }) => [item, link, panel])], ['class', 'style', 'role', 'tabindex', 'aria-selected']);
    const current = currentTab(root, all);
    markStarted(root, list, all);
    markTabRoles(list, all);
    markSelected(all, current, activeClassesOf(root));
    showPanelAtOnce(all, current);
    return undo;
  },
});

/** The toggles' titles are buttons whose aria-expanded says the server's state (`sc_active` items are open). */
const toggles = defineEnhancerModule({
  mount(element) {
    const all = readToggles(element as HTMLElement);
    const undo = keep(all.flatMap(({ item, title, content }) => [item, title, content]), ['class', 'style', 'role', 'tabindex', 'aria-expanded']);
    markToggleTitles(all);
    const open = openToggles(all);
    all.forEach((toggle, index) => showToggle(toggle, open[index]!));
    return undo;
  },
});

/** The closeable info box's close button, so the keyboard can reach it before the box's code has loaded. */
const infoboxClose = defineEnhancerModule({
  mount: (element) => placeCloseButton(element),
});

export const modules = { 'accordion-at-rest': accordion, 'tabs-at-rest': tabs, 'toggles-at-rest': toggles, 'infobox-close-at-rest': infoboxClose };

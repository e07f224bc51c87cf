// The copy of a generation A menu that its responsive button opens, made as core.init.js makes it.

export type MenuKind = 'main' | 'side';

export interface MenuCopy {
  menu: HTMLElement;
  /** Puts the copy in the page (nothing for one the server printed). */
  place(menu: HTMLElement): void;
}

/** What the drop-down menu (menu-hover.ts) adds to the menu it works on; a copy starts without it. */
const ENHANCED_CLASSES = ['inited', 'sf-js-enabled', 'sf-arrows', 'sf-with-ul', 'sfHover', 'submenu_left', 'animated', 'fast'];
const ENHANCED_ATTRIBUTES = ['style', 'aria-haspopup', 'aria-expanded'];

/** The menu as the server printed it: the drop-down's classes, inline display and ARIA taken off. */
function asPrinted(copy: HTMLElement, animationClasses: readonly string[]): void {
  for (const element of [copy, ...Array.from(copy.querySelectorAll<HTMLElement>('*'))]) {
    if (element !== copy && element.localName !== 'ul' && element.localName !== 'a' && element.localName !== 'li') continue;
    element.classList.remove(...ENHANCED_CLASSES, ...(element.localName === 'ul' ? animationClasses : []));
    if (!element.classList.length) element.removeAttribute('class');
    if (element.localName !== 'li') for (const name of ENHANCED_ATTRIBUTES) element.removeAttribute(name);
  }
}

/**
 * The page's `ul.menu_<kind>_responsive`, or a detached copy of `ul#menu_<kind>`: the menu's id and class
 * `menu_<kind>_nav` replaced by class `menu_<kind>_responsive`. The ids inside are taken off too (the theme's
 * copy repeats them: two elements with one id). The main menu's copy goes at the end of the menu's
 * grandparent (the header's `.content_wrap`, after the nav), the side menu's right after the menu.
 */
export function menuCopy(doc: Document, kind: MenuKind): MenuCopy | null {
  const source = doc.querySelector<HTMLElement>(`ul#menu_${kind}`);
  if (!source) return null;
  const printed = doc.querySelector<HTMLElement>(`.menu_${kind}_responsive`);
  if (printed) return { menu: printed, place: () => undefined };
  const copy = source.cloneNode(true) as HTMLElement;
  // The menu slide's marker (theme-libraries/menu-slide.tsx): core.init.js copied the menu before the slide added it.
  copy.querySelector(':scope > #blob')?.remove();
  copy.removeAttribute('id');
  for (const element of Array.from(copy.querySelectorAll('[id]'))) element.removeAttribute('id');
  const storage = (doc.defaultView as unknown as { THEMEREX_GLOBALS?: Record<string, unknown> } | null)?.THEMEREX_GLOBALS ?? {};
  const animations = [storage.menu_animation_in, storage.menu_animation_out].flatMap((value) => String(value ?? '').split(/\s+/)).filter(Boolean);
  asPrinted(copy, animations);
  copy.classList.remove(`menu_${kind}_nav`);
  copy.classList.add(`menu_${kind}_responsive`);
  const container = source.parentElement?.parentElement;
  return {
    menu: copy,
    place: (menu) => (kind === 'main' && container ? container.append(menu) : source.after(menu)),
  };
}

/** The theme's button for each copy, that names the current page (main: header styles 1 and 2 only). */
const NAMING_BUTTONS: Record<MenuKind, string> = {
  main: '.top_panel_style_1 .menu_main_responsive_button, .top_panel_style_2 .menu_main_responsive_button',
  side: '.sidebar_outer_menu_responsive_button',
};

/**
 * core.init.js's themerex_show_current_menu_item: the button's text becomes that of the copy's last link
 * (with text) whose href is the page's address. Returns the undo.
 */
export function showCurrentMenuItem(menu: HTMLElement, kind: MenuKind, doc: Document): () => void {
  const here = doc.defaultView?.location.href;
  const current = Array.from(menu.querySelectorAll('a')).filter((link) => link.textContent !== '' && link.getAttribute('href') === here).pop();
  if (!current) return () => undefined;
  const buttons = Array.from(doc.querySelectorAll<HTMLElement>(NAMING_BUTTONS[kind]));
  const saved = buttons.map((button) => Array.from(button.childNodes));
  buttons.forEach((button) => (button.textContent = current.textContent));
  return () => buttons.forEach((button, index) => button.replaceChildren(...saved[index]!));
}

import { BadValue, flag, isPlainObject, number, object, orElse, readPageGlobal, text, type Reader } from './page-values';
import { SettingsError } from './settings-error';
import { findThemeStorage, themeStorage, type ThemeStorageLocation } from './theme-storage';

// Keys of the theme storage used by the layout, widget, shop, sports and menu-item enhancers
// (theme.md §1). The keys shared with the forms (ajax_url, nonce, strings) are read by settings-theme.ts.
// Read at start by the layout: zod-free, see page-values.ts.

/** B `menuitems`: block id to a comma-separated id list (or one number). */
const menuItemLists: Reader<Record<string, string | number> | undefined> = (value) => {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new BadValue('expected an object');
  for (const ids of Object.values(value)) {
    if (typeof ids !== 'string' && !(typeof ids === 'number' && Number.isFinite(ids))) throw new BadValue('expected ids');
  }
  return value as Record<string, string | number>;
};

const layoutKeys = object({
  menu_mobile: number(0),
  menu_responsive: number(0),
  menu_relayout: number(0),
  menu_fixed: flag,
  toc_menu: text,
  toc_menu_home: flag,
  toc_menu_top: flag,
  slider_height: number(0),
  theme_color: text,
  theme_bg_color: text,
  theme_skin_color: text,
  theme_skin_bg_color: text,
  theme_font: text,
  menuitems: orElse(menuItemLists, undefined),
});

export interface ThemeLayoutSettings extends ThemeStorageLocation {
  /** Below this window width the mobile layout applies (B `menu_mobile`, A `menu_responsive`); 0 = never. */
  mobileWidth: number;
  /** A `menu_relayout`: outside the mobile layout, below this width the body gets `menu_relayout`; 0 = never. */
  relayoutWidth: number;
  menuFixed: boolean;
  /** Page-contents mode: `no` (or B `hide`) builds nothing; `''` when the theme prints none. */
  tocMenu: string;
  tocMenuHome: boolean;
  tocMenuTop: boolean;
  /** Fallback height of a slider above the header, for the fixed-header threshold. */
  sliderHeight: number;
  /** Arc-skills colours and font: A `theme_skin_*`, B `theme_*`. */
  themeColor: string;
  themeBgColor: string;
  themeFont: string;
  /** B `menuitems`: the menu-item ids of each `.sc_menuitems` block, by block id. */
  menuItems: Readonly<Record<string, readonly string[]>>;
  /** Any other key of the storage as the page printed it (e.g. the opaque `ajax_<tableId>`). */
  value(key: string): unknown;
}

const idList = (value: string | number): string[] =>
  String(value)
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** The theme storage keys the layout and widget enhancers need, from either generation. */
export function readThemeLayoutSettings(win: Window = window): ThemeLayoutSettings {
  const location = findThemeStorage(win);
  if (!location) throw new SettingsError('THEMEREX_GLOBALS', 'is missing (nor is there a <THEME>_STORAGE global)');
  const raw = readPageGlobal(location.globalName, layoutKeys, win);
  const storage = themeStorage(win)!;
  const b = location.generation === 'B';
  return {
    ...location,
    mobileWidth: b ? raw.menu_mobile : raw.menu_responsive,
    relayoutWidth: b ? 0 : raw.menu_relayout,
    menuFixed: raw.menu_fixed,
    tocMenu: raw.toc_menu,
    tocMenuHome: raw.toc_menu_home,
    tocMenuTop: raw.toc_menu_top,
    sliderHeight: raw.slider_height,
    themeColor: (b ? raw.theme_color : raw.theme_skin_color) || raw.theme_color,
    themeBgColor: (b ? raw.theme_bg_color : raw.theme_skin_bg_color) || raw.theme_bg_color,
    themeFont: raw.theme_font,
    menuItems: Object.fromEntries(Object.entries(raw.menuitems ?? {}).map(([block, ids]) => [block, idList(ids)])),
    value: (key) => storage[key],
  };
}

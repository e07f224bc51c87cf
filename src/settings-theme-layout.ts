import * as z from 'zod/mini';
import { readGlobal } from './read-global';
import { SettingsError } from './settings-error';
import { findThemeStorage, themeStorage, type ThemeStorageLocation } from './theme-storage';
import { wpFlag, wpNumber, wpText } from './wp-values';

// Keys of the theme storage used by the layout, widget, shop, sports and menu-item enhancers
// (theme.md §1). The keys shared with the forms (ajax_url, nonce, strings) are read by settings-theme.ts.
const schema = z.looseObject({
  menu_mobile: wpNumber(0),
  menu_responsive: wpNumber(0),
  menu_relayout: wpNumber(0),
  menu_fixed: wpFlag,
  toc_menu: wpText,
  toc_menu_home: wpFlag,
  toc_menu_top: wpFlag,
  slider_height: wpNumber(0),
  theme_color: wpText,
  theme_bg_color: wpText,
  theme_skin_color: wpText,
  theme_skin_bg_color: wpText,
  theme_font: wpText,
  menuitems: z.catch(z.optional(z.record(z.string(), z.union([z.string(), z.number()]))), undefined),
});

export interface ThemeLayoutSettings extends ThemeStorageLocation {
  /** Below this window width the mobile layout applies (B `menu_mobile`, A `menu_responsive`); 0 = never. */
  mobileWidth: number;
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
  const raw = readGlobal(location.globalName, schema, win);
  const storage = themeStorage(win)!;
  const b = location.generation === 'B';
  return {
    ...location,
    mobileWidth: b ? raw.menu_mobile : raw.menu_responsive,
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

import { useLayoutEffect } from 'react';
import { nameIfUnnamed } from '../../src/accessible-name';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { useServerEvent } from '../../src/use-server-event';
import { pageNavigation } from '../theme-shared/navigation';
import { categorySelectName } from './category-name';

/**
 * The sub-categories widget's select: a category id above 0 opens `site_url/?cat=<id>`. The widget
 * prints its select without a label: its title names it (already done at ready by `category-name.ts`,
 * which this adopts: a named select is left as it is).
 */
function CategoryDropdown({ element: select, settings }: ServerMarkupProps<ThemeSettings, HTMLSelectElement>) {
  useLayoutEffect(() => nameIfUnnamed(select, categorySelectName(select)), [select]);
  useServerEvent(select, 'change', () => {
    if (Number(select.value) > 0) pageNavigation.assign(`${settings.siteUrl}/?cat=${encodeURIComponent(select.value)}`);
  });
  return null;
}

export default defineComponent(CategoryDropdown, { settings: () => readThemeSettings() });

import { useLayoutEffect } from 'react';
import { nameIfUnnamed } from '../../src/accessible-name';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { useServerEvent } from '../../src/use-server-event';
import { pageNavigation } from '../theme-shared/navigation';

/**
 * The sub-categories widget's select: a category id above 0 opens `site_url/?cat=<id>`. The widget
 * prints its select without a label: its title names it.
 */
function CategoryDropdown({ element: select, settings }: ServerMarkupProps<ThemeSettings, HTMLSelectElement>) {
  useLayoutEffect(
    () => nameIfUnnamed(select, select.closest('.widget')?.querySelector('.widget_title')?.textContent?.trim() || 'Categories'),
    [select],
  );
  useServerEvent(select, 'change', () => {
    if (Number(select.value) > 0) pageNavigation.assign(`${settings.siteUrl}/?cat=${encodeURIComponent(select.value)}`);
  });
  return null;
}

export default defineComponent(CategoryDropdown, { settings: () => readThemeSettings() });

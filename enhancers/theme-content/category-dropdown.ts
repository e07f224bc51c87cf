import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeSettings } from '../../src/settings-theme';
import { pageNavigation } from '../theme-shared/navigation';

/** The sub-categories widget's select: a category id above 0 opens `site_url/?cat=<id>`. */
export default defineEnhancerModule({
  settings: () => readThemeSettings(),
  mount(select, { settings, signal }) {
    if (!(select instanceof HTMLSelectElement)) return;
    // The widget prints its select without a label: its title names it.
    const unname = nameIfUnnamed(select, select.closest('.widget')?.querySelector('.widget_title')?.textContent?.trim() || 'Categories');
    select.addEventListener(
      'change',
      () => {
        if (Number(select.value) > 0) pageNavigation.assign(`${settings.siteUrl}/?cat=${encodeURIComponent(select.value)}`);
      },
      { signal },
    );
    return unname;
  },
});

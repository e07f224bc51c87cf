import { withStrategies } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { stored, themeDefinitions } from '../theme-shared/theme-definitions';

/** The page asks for an AJAX views counter: A `use_ajax_views_counter`, B `ajax_views_counter`. */
function hasViewsCounter(): boolean {
  const flag = stored('use_ajax_views_counter');
  return findThemeStorage()?.generation === 'A' ? !!flag && flag !== '0' : stored('ajax_views_counter') != null;
}

/** Content actions: likes, views, bookmarks, view more, calendar widget, category dropdown (contract theme.md §3). */
export const themeContentEnhancers = withStrategies(
  themeDefinitions(() => import('./mounts'), [
    ['theme-likes', '.post_counters_likes', 'likes'],
    ['theme-views-counter', 'body', 'viewsCounter', hasViewsCounter],
    ['theme-bookmarks', '.bookmarks_add, .bookmarks_list', 'bookmarks'],
    ['theme-view-more', '#viewmore', 'viewMore'],
    ['theme-calendar-widget', '.widget_calendar, .wp-block-calendar', 'calendarWidget'],
    ['theme-category-dropdown', '.widget_subcategories select', 'categoryDropdown'],
  ]),
  {
    'theme-likes': 'interaction',
    'theme-bookmarks': 'visible',
    'theme-view-more': 'visible',
    'theme-calendar-widget': 'interaction',
    'theme-category-dropdown': 'visible',
  },
);

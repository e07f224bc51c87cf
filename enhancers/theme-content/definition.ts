import { withStrategies } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { stored, themeDefinitions, themeEach } from '../theme-shared/theme-definitions';

/** The page asks for an AJAX views counter: A `use_ajax_views_counter`, B `ajax_views_counter`. */
function hasViewsCounter(): boolean {
  const flag = stored('use_ajax_views_counter');
  return findThemeStorage()?.generation === 'A' ? !!flag && flag !== '0' : stored('ajax_views_counter') != null;
}

const bookmarks = themeDefinitions(() => import('./mounts'), [['theme-bookmarks', '.bookmarks_add, .bookmarks_list', 'bookmarks']]).map((definition) => ({
  ...definition,
  // Adding a bookmark shows it in the list: using `.bookmarks_add` wakes the lists too.
  triggers: '.bookmarks_add',
}));

/** Content actions: likes, views, bookmarks, view more, calendar widget, category dropdown (contract theme.md §3). */
export const themeContentEnhancers = withStrategies(
  [
    // Plain, each in a chunk of its own: the count at load, and the select's name at ready.
    ...themeEach([
      ['views-counter', 'body', () => import('./views-counter'), hasViewsCounter],
      ['category-dropdown-name', '.widget_subcategories select', () => import('./category-name')],
    ]),
    ...themeDefinitions(() => import('./mounts'), [
      ['theme-likes', '.post_counters_likes', 'likes'],
      ['theme-view-more', '#viewmore', 'viewMore'],
      ['theme-calendar-widget', '.widget_calendar, .wp-block-calendar', 'calendarWidget'],
      ['theme-category-dropdown', '.widget_subcategories select', 'categoryDropdown'],
    ]),
    ...bookmarks,
  ],
  {
    'theme-likes': 'interaction',
    'theme-bookmarks': 'interaction',
    'theme-view-more': 'visible',
    'theme-calendar-widget': 'interaction',
    'theme-category-dropdown': 'interaction',
  },
);

import { withStrategies } from '../../src/enhancer';
import { themeDefinitions, themeEach } from '../theme-shared/theme-definitions';

/** The theme's search box and its live search (contract theme.md §3 "Search box"). */
export const themeSearchEnhancers = withStrategies(
  [
    ...themeEach([['search-field-name', '.search_wrap .search_field', () => import('./field-name')]]),
    ...themeDefinitions(() => import('./mounts'), [
      ['theme-search-box', '.search_wrap', 'searchBox'],
      ['theme-live-search', '.search_wrap.search_ajax', 'liveSearch'],
    ]),
  ],
  {
    'theme-search-box': 'interaction',
    'theme-live-search': 'interaction',
  },
);

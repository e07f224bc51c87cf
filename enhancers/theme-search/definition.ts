import { withStrategies } from '../../src/enhancer';
import { themeDefinitions } from '../theme-shared/theme-definitions';

/** The theme's search box and its live search (contract theme.md §3 "Search box"). */
export const themeSearchEnhancers = withStrategies(
  themeDefinitions(() => import('./mounts'), [
    ['theme-search-box', '.search_wrap', 'searchBox'],
    ['theme-live-search', '.search_wrap.search_ajax', 'liveSearch'],
  ]),
  {
    'theme-live-search': 'interaction',
  },
);

import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeGroup } from '../theme-shared/theme-definitions';

/** Sports-club flavour (B): players table, match list, recent-news categories. */
export const themeSportsEnhancers: EnhancerDefinition[] = withStrategies(
  themeGroup(() => import('./sports'), [
    ['players-table', '.sc_players_table'],
    ['matches', '.sc_matches'],
    ['recent-news-categories', '.sc_recent_news_header_category_item_more'],
  ]),
  {
    'theme-players-table': 'visible',
    'theme-matches': 'visible',
  },
);

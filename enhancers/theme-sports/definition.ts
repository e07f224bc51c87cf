import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeGroup } from '../theme-shared/theme-definitions';

/** Sports-club flavour (B): players table, match list, recent-news categories. */
export const themeSportsEnhancers: EnhancerDefinition[] = withStrategies(
  [
    // Plain, at ready: what the players table and the recent-news "More" show and say before first use.
    ...themeGroup(() => import('./at-rest'), [
      ['players-table-at-rest', '.sc_players_table'],
      ['recent-news-categories-at-rest', '.sc_recent_news_header_category_item_more'],
    ]),
    ...themeGroup(() => import('./sports'), [
      ['players-table', '.sc_players_table'],
      ['matches', '.sc_matches'],
      ['recent-news-categories', '.sc_recent_news_header_category_item_more'],
    ]),
  ],
  {
    'theme-players-table': 'interaction',
    'theme-matches': 'visible',
    'theme-recent-news-categories': 'interaction',
  },
);

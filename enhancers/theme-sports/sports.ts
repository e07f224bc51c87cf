// The sports-club widgets: one chunk.
import matches from './matches';
import playersTable from './players-table';
import recentNewsCategories from './recent-news-categories';

export const modules = { 'players-table': playersTable, matches, 'recent-news-categories': recentNewsCategories };

export type FeedLocation = 'footer' | 'header' | 'sidebar' | 'content';

/** Where the feed sits on the page, as sbi-scripts.js locationGuess says (contract plugins.md §B.3). */
export function feedLocation(feed: Element): FeedLocation {
  if (feed.closest('footer')) return 'footer';
  if (feed.closest('.header, header')) return 'header';
  if (feed.closest('.sidebar, aside')) return 'sidebar';
  return 'content';
}

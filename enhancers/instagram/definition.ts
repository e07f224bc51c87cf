import type { EnhancerDefinition } from '../../src/enhancer';

const FEEDS = '.sbi';

/**
 * Smash Balloon Instagram Feed 6.1.1. What a feed must show from the start (hidden extra items, square
 * photos, size class, its images) is the plain at-rest part's, at ready; what it does once seen without a
 * visitor's use (the reveal of its items, hover fade, re-layouts, resize and locator reports) is a plain
 * part at visible (a feed in a closed tab waits until it is shown). The component has the UI, Load More, at
 * interaction; an `ajaxPostLoad` feed's plain part wakes it when the feed is seen, for its first posts.
 */
export const instagramEnhancers: readonly EnhancerDefinition[] = [
  { name: 'instagram-feed-at-rest', family: 'instagram', selector: FEEDS, load: () => import('./prepare-feed') },
  { name: 'instagram-feed-seen', family: 'instagram', selector: FEEDS, strategy: 'visible', load: () => import('./feed-seen') },
  { name: 'instagram-feed', family: 'instagram', selector: FEEDS, strategy: 'interaction', load: () => import('./feed') },
];

import type { EnhancerDefinition } from '../../src/enhancer';

const FEEDS = '.sbi';

/**
 * Smash Balloon Instagram Feed 6.1.1. What a feed must show from the start (hidden extra items, square
 * photos, size class, its images) is the plain at-rest part's, at ready; the feed's component mounts when
 * the feed comes into view (a feed in a closed tab waits until it is shown) and reveals its items.
 */
export const instagramEnhancers: readonly EnhancerDefinition[] = [
  { name: 'instagram-feed-at-rest', family: 'instagram', selector: FEEDS, load: () => import('./feed-at-rest') },
  { name: 'instagram-feed', family: 'instagram', selector: FEEDS, strategy: 'visible', load: () => import('./feed') },
];

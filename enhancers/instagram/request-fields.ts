import type { FormValue } from '../../src/form-encode';
import type { FeedOptions } from './feed-options';
import type { FeedLocation } from './location';

export type Fields = [string, FormValue][];

// The reports' fields (sent from the seen part); Load More's are in load-more-request.ts, with the component.

/** `sbi_resized_images_submit`: `needs_resizing[]` repeated per id, then the feed's place. */
export const resizeFields = (options: FeedOptions, at: { ids: readonly string[]; offset: number; location: FeedLocation }): Fields => [
  ['needs_resizing', [...at.ids]],
  ['offset', at.offset],
  ['feed_id', options.feedId],
  ['atts', options.shortcodeAtts],
  ['location', at.location],
  ['post_id', options.postId],
  ['cache_all', options.cacheAll],
  ['locator_nonce', options.locatorNonce],
];

/** `sbi_do_locator`. */
export const locatorFields = (options: FeedOptions, location: FeedLocation): Fields => [
  ['feed_id', options.feedId],
  ['atts', options.shortcodeAtts],
  ['location', location],
  ['post_id', options.postId],
  ['locator_nonce', options.locatorNonce],
];

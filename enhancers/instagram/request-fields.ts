import type { FormValue } from '../../src/form-encode';
import type { FeedOptions } from './feed-options';
import type { FeedLocation } from './location';

type Fields = [string, FormValue][];

/** `sbi_load_more_clicked` after `action` (contract plugins.md §B.3), in the original's order. */
export const loadMoreFields = (
  options: FeedOptions,
  at: { offset: number; page: number; location: FeedLocation; resolution: number | 'auto' },
): Fields => [
  ['offset', at.offset],
  ['page', at.page],
  ['feed_id', options.feedId],
  ['atts', options.shortcodeAtts],
  ['location', at.location],
  ['post_id', options.postId],
  ['current_resolution', at.resolution],
  ['locator_nonce', options.locatorNonce],
];

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

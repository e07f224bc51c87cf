import { postAjax, type AjaxFailure } from '../../src/ajax';
import type { FeedOptions } from './feed-options';
import type { FeedState } from './feed-state';
import { feedLocation, type FeedLocation } from './location';
import type { Fields } from './request-fields';

// Load More's request, apart from the reports of requests.ts: only the component sends it, so the plain
// seen part's chunk does not carry it.

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

export interface LoadMoreAnswer {
  html: string;
  shouldPaginate: boolean;
  resizedImages: unknown;
}

const itemCount = (state: FeedState): number => state.el.querySelectorAll('.sbi_item').length;

/** The load-more answer's shape (contract plugins.md §B.4): `html`, `feedStatus.shouldPaginate`, `resizedImages`. */
export function readLoadMoreAnswer(value: unknown): LoadMoreAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const answer = value as { html?: unknown; feedStatus?: { shouldPaginate?: unknown }; resizedImages?: unknown };
  if (typeof answer.html !== 'string' || typeof answer.feedStatus !== 'object' || answer.feedStatus === null) return undefined;
  return { html: answer.html, shouldPaginate: Boolean(answer.feedStatus.shouldPaginate), resizedImages: answer.resizedImages };
}

/** `sbi_load_more_clicked` for the feed's next page (`state.page` is already that page). */
export async function requestNextPage(
  state: FeedState,
  signal: AbortSignal,
): Promise<{ ok: true; answer: LoadMoreAnswer } | { ok: false; failure: AjaxFailure }> {
  const fields = loadMoreFields(state.settings, {
    offset: itemCount(state),
    page: state.page,
    location: feedLocation(state.el),
    resolution: state.imageResolution,
  });
  const result = await postAjax<unknown>({ url: state.pageSettings.ajaxUrl, action: 'sbi_load_more_clicked', fields, expect: 'json', signal });
  if (!result.ok) return result;
  const answer = readLoadMoreAnswer(result.data);
  return answer ? { ok: true, answer } : { ok: false, failure: { kind: 'shape', status: result.status, body: JSON.stringify(result.data) } };
}

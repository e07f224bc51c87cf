import { lazySchema } from '../../src/answer-schema';
import { focusableWithin } from '../../src/focusable';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { insertPosts } from './view-more-insert';
import { readViewMoreSettings, storePage } from './view-more-settings';

const answer = lazySchema(() => import(/* @not-ahead */ './view-more-answer'));

/** What loading came to: the sentence to show after a failure, else whether the server has no more. */
export type LoadOutcome = { failure: string } | { noMore: boolean };

/**
 * Loads the next page of posts (`view_more_posts`, page = last page + 1) into the list; `noMore`
 * when the server says there is no more (the caller then ends the list). Keyboard focus on the link
 * moves to the first new post.
 */
export async function loadMore(block: HTMLElement, link: HTMLElement, signal: AbortSignal): Promise<LoadOutcome> {
  const settings = readViewMoreSettings();
  const { theme } = settings;
  // storePage keeps the last page in the theme's storage, as the theme does: the next read sees it.
  const page = settings.page;
  const outcome = await themeRequest({
    url: theme.ajaxUrl,
    action: 'view_more_posts',
    nonce: theme.nonce,
    fields: [
      ['page', String(page + 1)],
      ['data', settings.data],
      ['vars', settings.vars],
    ],
    schema: answer,
    signal,
  });
  if (wasAborted(outcome)) return { noMore: false };
  if (!outcome.ok) return { failure: failureLines(outcome, '', textLookup(theme.strings)('ajax_error')).join(' ') };
  const hadFocus = block.ownerDocument.activeElement === link;
  const items = insertPosts(block, outcome.data.data ?? '', outcome.data.filters);
  storePage(page + 1);
  const noMore = outcome.data.no_more_data;
  // Keyboard users continue at the first new post rather than on a moved or hidden button.
  if (hadFocus) items.flatMap((item) => focusableWithin(item))[0]?.focus();
  return { noMore: noMore === true || Number(noMore) === 1 };
}

import { readThemeSettings } from '../../src/settings-theme';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { forgetLike, rememberLike } from './likes-cookie';

/** What a like request came to: the sentence to show after a failure, else whether it was answered. */
export type LikeOutcome = { failure: string } | { done: boolean };

/**
 * Sends a post's new like total (`post_counter`, `post_id` then `likes`); on success the likes cookie
 * follows (`liking`: the id is added, else removed). A failure's sentence starts with `error_like`.
 * `done: false` when the request was cancelled (the counter left the page).
 */
export async function sendLike(postId: string, likes: number, liking: boolean, signal: AbortSignal): Promise<LikeOutcome> {
  const settings = readThemeSettings();
  const outcome = await themeRequest({
    url: settings.ajaxUrl,
    action: 'post_counter',
    nonce: settings.nonce,
    fields: [
      ['post_id', postId],
      ['likes', String(likes)],
    ],
    signal,
  });
  if (wasAborted(outcome)) return { done: false };
  if (!outcome.ok) {
    const text = textLookup(settings.strings);
    return { failure: failureLines(outcome, text('error_like'), text('ajax_error')).join(' ') };
  }
  if (liking) rememberLike(settings.prefix, postId);
  else forgetLike(settings.prefix, postId);
  return { done: true };
}

import { readThemeSettings } from '../../src/settings-theme';
import { warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { forgetLike, rememberLike } from './likes-cookie';

/**
 * Likes or unlikes a post (`enabled` = not liked yet): sends the new total as `post_counter`; on
 * success the state, title, count and likes cookie flip. A failure shows `error_like` and changes nothing.
 */
export async function toggleLike(link: Element, signal: AbortSignal): Promise<void> {
  const settings = readThemeSettings();
  const liking = !link.classList.contains('disabled');
  const postId = link.getAttribute('data-postid') ?? '';
  const likes = (Number(link.getAttribute('data-likes')) || 0) + (liking ? 1 : -1);
  link.classList.add('loading');
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
  link.classList.remove('loading');
  if (wasAborted(outcome)) return;
  if (!outcome.ok) {
    const text = textLookup(settings.strings);
    return warn(failureLines(outcome, text('error_like'), text('ajax_error')).join(' '));
  }
  link.classList.remove(liking ? 'enabled' : 'disabled');
  link.classList.add(liking ? 'disabled' : 'enabled');
  link.setAttribute('title', link.getAttribute(liking ? 'data-title-dislike' : 'data-title-like') ?? '');
  if (liking) rememberLike(settings.prefix, postId);
  else forgetLike(settings.prefix, postId);
  link.setAttribute('data-likes', String(likes));
  const number = link.querySelector('.post_counters_number');
  if (number) number.textContent = String(likes);
}

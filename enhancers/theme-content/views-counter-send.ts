import { flag, object, optional, orElse, text } from '../../src/page-values';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { postThemeAction } from '../theme-shared/theme-post';

// Sent at load: read without zod (page-values.ts), so the page at rest does not pay for it.
const counterA = orElse(object({ use_ajax_views_counter: flag, post_id: text, views: text }), undefined);
const counterB = orElse(object({ ajax_views_counter: optional(object({ post_id: text, post_views: text })) }), undefined);

/**
 * The fields to send, `post_id` then `views` in both generations (DiveIt's core.init.js posts them in that
 * order; the contract's "B: views first" is overruled by the real site, issue 20), or undefined when the page
 * has no AJAX views counter.
 */
export function viewsCounterFields(settings: ThemeSettings): [string, string][] | undefined {
  if (settings.generation === 'A') {
    const a = counterA(settings.raw);
    return a?.use_ajax_views_counter && a.post_id ? [['post_id', a.post_id], ['views', a.views]] : undefined;
  }
  const counter = counterB(settings.raw)?.ajax_views_counter;
  return counter?.post_id ? [['post_id', counter.post_id], ['views', counter.post_views]] : undefined;
}

/** Counts the page view (`post_counter` with `views`); the answer is not used, a failure only logged. */
export async function sendViewsCounter(signal: AbortSignal): Promise<void> {
  const settings = readThemeSettings();
  const fields = viewsCounterFields(settings);
  // The answer is not checked: no popup follows, and zod stays off the page at rest.
  if (fields) await postThemeAction({ url: settings.ajaxUrl, action: 'post_counter', nonce: settings.nonce, fields, signal });
}

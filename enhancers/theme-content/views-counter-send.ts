import * as z from 'zod/mini';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { wpFlag, wpText } from '../../src/wp-values';
import { themeRequest } from '../theme-shared/theme-request';

const counterA = z.looseObject({ use_ajax_views_counter: wpFlag, post_id: wpText, views: wpText });
const counterB = z.looseObject({ ajax_views_counter: z.optional(z.looseObject({ post_id: wpText, post_views: wpText })) });

/**
 * The fields to send, in each generation's order (A: `post_id, views`; B: `views, post_id`), or undefined
 * when the page has no AJAX views counter.
 */
export function viewsCounterFields(settings: ThemeSettings): [string, string][] | undefined {
  if (settings.generation === 'A') {
    const a = counterA.safeParse(settings.raw);
    return a.success && a.data.use_ajax_views_counter && a.data.post_id ? [['post_id', a.data.post_id], ['views', a.data.views]] : undefined;
  }
  const b = counterB.safeParse(settings.raw);
  const counter = b.success ? b.data.ajax_views_counter : undefined;
  return counter?.post_id ? [['views', counter.post_views], ['post_id', counter.post_id]] : undefined;
}

/** Counts the page view (`post_counter` with `views`); the answer is not used, a failure only logged. */
export async function sendViewsCounter(signal: AbortSignal): Promise<void> {
  const settings = readThemeSettings();
  const fields = viewsCounterFields(settings);
  if (fields) await themeRequest({ url: settings.ajaxUrl, action: 'post_counter', nonce: settings.nonce, fields, signal, silent: true });
}

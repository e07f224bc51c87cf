import * as z from 'zod/mini';
import { readGlobal } from './read-global';
import { wpText } from './wp-values';

const instagramSchema = z.looseObject({
  font_method: wpText,
  resized_url: wpText,
  placeholder: wpText,
  ajax_url: wpText,
});

export interface InstagramSettings {
  fontMethod: string;
  resizedUrl: string;
  placeholder: string;
  ajaxUrl: string;
}

/**
 * Smash Balloon's `sb_instagram_js_options`. Like the original, a missing global is synthesised from
 * the page location, and an ajax URL on another host is replaced by this host's admin-ajax.
 */
export function readInstagramSettings(win: Window = window): InstagramSettings {
  const { protocol, hostname, origin } = win.location;
  const defined = (win as unknown as Record<string, unknown>)['sb_instagram_js_options'] != null;
  const raw = defined
    ? readGlobal('sb_instagram_js_options', instagramSchema, win)
    : { font_method: 'svg', resized_url: '', placeholder: '', ajax_url: '' };
  const ajaxUrl = raw.ajax_url && raw.ajax_url.includes(hostname) ? raw.ajax_url : `${protocol}//${hostname}${win.location.port ? `:${win.location.port}` : ''}/wp-admin/admin-ajax.php`;
  return {
    fontMethod: raw.font_method || 'svg',
    resizedUrl: (raw.resized_url || `${origin}/wp-content/uploads/sb-instagram-feed-images/`).replace(/^https?:/, protocol),
    placeholder: raw.placeholder || `${origin}/wp-content/plugins/instagram-feed/img/placeholder.png`,
    ajaxUrl,
  };
}

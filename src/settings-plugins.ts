import { object, readPageGlobal, text } from './page-values';

// Read at start by the Instagram feed's at-rest part (its images come from `resized_url` and `placeholder`):
// zod-free, see page-values.ts.
const instagramOptions = object({ font_method: text, resized_url: text, placeholder: text, ajax_url: text });

export interface InstagramSettings {
  fontMethod: string;
  resizedUrl: string;
  placeholder: string;
  ajaxUrl: string;
}

/**
 * Smash Balloon's `sb_instagram_js_options` (contract plugins.md §B.1, §B.7). The family runs only where the
 * page prints it (enhancers/index.ts); like the original, missing paths are filled in from the page location
 * and `resized_url` follows the page's protocol. The ajax URL
 * is the footer's `sbiajaxurl` when printed (it takes precedence), else `ajax_url` as given: the original's
 * host-root fallback for a URL on another host broke sub-directory installs (defect 4) and is not kept.
 */
export function readInstagramSettings(win: Window = window): InstagramSettings {
  const { protocol, origin } = win.location;
  const globals = win as unknown as Record<string, unknown>;
  const raw = readPageGlobal('sb_instagram_js_options', instagramOptions, win);
  const footerUrl = globals['sbiajaxurl'];
  return {
    fontMethod: raw.font_method || 'svg',
    resizedUrl: (raw.resized_url || `${origin}/wp-content/uploads/sb-instagram-feed-images/`).replace(/^https?:/, protocol),
    placeholder: raw.placeholder || `${origin}/wp-content/plugins/instagram-feed/img/placeholder.png`,
    ajaxUrl: (typeof footerUrl === 'string' && footerUrl) || raw.ajax_url || `${origin}/wp-admin/admin-ajax.php`,
  };
}

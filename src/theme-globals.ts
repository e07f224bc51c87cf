import { findThemeStorage } from './theme-storage';
import { reportError } from './report-error';

type Globals = Record<string, unknown>;
type JQueryLike = ((value: unknown) => unknown) & ((ready: () => void) => unknown);

/**
 * The theme's window functions that scripts we leave on the page still call, defined by the entry so
 * that they exist before jQuery's `ready` (a lazily loaded chunk may arrive after it). Survey of the
 * DiveIt sources (issue 20): of the globals that core.utils.js, core.init.js, core.messages.js,
 * theme.init.js, trx_utils.js, theme.shortcodes.js and core.googlemap.js define, front-end scripts that
 * stay call only
 * - `{p}_add_hidden_elements_handler`: trx_utils js/core.reviews.js at ready (single posts with reviews);
 * - `{p}_set_cookie`: core.reviews.js once a vote is saved;
 * - `{p}_message_*`: see enhancers/message-popup/legacy-api.ts.
 * `{p}_init_hidden_elements` is ours to call (revealed panels) and was the theme's public hook, so it is kept.
 * Left out (their callers are not on visitors' pages): the front customizer panel (theme option
 * `show_theme_customizer`: `{p}_get_cookie`, `{p}_del_cookie`, `{p}_color_picker*`), `{p}_replicate`
 * (core.debug.js, debug mode), and what the front-end post editor, the options pages and the shortcode
 * builder call (logged-in editors: `{p}_empty`, `{p}_isset`, listbox helpers, …).
 */
export function defineThemeGlobals(win: Window = window): void {
  const location = findThemeStorage(win);
  if (!location) return;
  const globals = win as unknown as Globals;
  const doc = win.document;
  const storage = () => globals[location.globalName] as Globals;
  // Where the theme's own utilities are still on the page, theirs stay.
  const define = (name: string, value: unknown): boolean => {
    name = `${location.prefix}_${name}`;
    return typeof globals[name] != 'function' && !!(globals[name] = value);
  };

  define('add_hidden_elements_handler', (key: unknown, handler: unknown) => {
    const all = storage();
    ((all['init_hidden_elements'] ??= {}) as Globals)[String(key)] = handler;
  });

  // The theme ran every handler, in order, with the container it revealed (a jQuery object in its code).
  const runHandlers = (container: unknown) => {
    const handlers = storage()['init_hidden_elements'] as Globals | undefined;
    for (const key in handlers) {
      try {
        (handlers[key] as (container: unknown) => void)(container);
      } catch (error) {
        reportError(`${location.prefix}_init_hidden_elements`, error);
      }
    }
  };
  const ours = define('init_hidden_elements', runHandlers);

  // As the theme's: days (0: for the session), path `/` unless given; SameSite and encodeURIComponent as our
  // other cookies (contract theme §6.4: escape() wrote %uXXXX that PHP cannot read).
  define('set_cookie', (name: string, value: unknown, days?: number, path?: string, domain?: string, secure?: unknown) => {
    doc.cookie =
      `${name}=${encodeURIComponent(String(value))}` +
      (days ? `;expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '') +
      ((path ??= '/') ? `;path=${path}` : '') +
      (domain ? `;domain=${domain}` : '') +
      (secure || win.location.protocol == 'https:' ? ';secure' : '') +
      ';samesite=lax';
  });

  // At the end of its ready actions the theme ran the handlers over the whole page (core.init.js), after the
  // ready handlers of the scripts before it, which registered theirs. Where the theme's is kept, its own ready does it.
  const jQuery = (win as unknown as { jQuery?: JQueryLike }).jQuery;
  const runOnBody = () => runHandlers(jQuery ? jQuery(doc.body) : doc.body);
  if (!ours) return;
  if (jQuery) jQuery(runOnBody);
  else if (doc.readyState == 'complete') runOnBody();
  else doc.addEventListener('DOMContentLoaded', runOnBody, { once: true });
}

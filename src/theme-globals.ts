import { findThemeStorage } from './theme-storage';
import { reportError } from './report-error';
import { defineCookieGlobals } from './theme-cookie-globals';

type Globals = Record<string, unknown>;
type JQueryLike = ((value: unknown) => unknown) & ((ready: () => void) => unknown);

/**
 * The theme's window functions that scripts we leave on the page still call, defined by the entry so
 * that they exist before jQuery's `ready` (a lazily loaded chunk may arrive after it).
 *
 * Generation B, surveyed in the DiveIt sources (issue 20): of the globals that core.utils.js, core.init.js,
 * core.messages.js, theme.init.js, trx_utils.js, theme.shortcodes.js and core.googlemap.js define, front-end
 * scripts that stay call only
 * - `{p}_add_hidden_elements_handler`: trx_utils js/core.reviews.js at ready (single posts with reviews);
 * - `{p}_set_cookie`: core.reviews.js once a vote is saved;
 * - `{p}_message_*`: see enhancers/message-popup/legacy-api.ts;
 * - the front customizer panel's, below (its front.customizer.js is A's).
 *
 * Generation A, surveyed in the Kidsplanet sources (issue 27): of the globals that core.utils.js, core.init.js,
 * core.messages.js, themerex-utils' trx_utils.js, shortcodes.js and core.googlemap.js define, what stays calls
 * - `themerex_add_hidden_elements_handler` (at ready, only where it is defined) and `themerex_set_cookie` (once a vote
 *   is saved): themerex-utils js/core.reviews.js, as B's;
 * - `themerex_message_*`: the front-end post editor (core.editor.js, logged-in authors), see legacy-api.ts;
 * - the front customizer panel (front.customizer.js, theme option `show_theme_customizer`, "Your website visitors will
 *   be able to customise it"): `{p}_get_cookie` at ready (its demo timer; with `remember_visitors_settings`, whether the
 *   reset button shows), `{p}_set_cookie` and `{p}_del_cookie` on a choice, `{p}_color_picker` at ready (no more
 *   than the palette's hidden markup; without it the ready handler stopped before binding the scheme, pattern and
 *   image choices); its `{p}_color_picker_show` is bound to colour swatches (`.iColorPicker`) that neither
 *   Kidsplanet's nor DiveIt's panel prints.
 * No other script or template of the site calls one: not WooCommerce, Contact Form 7, WP GDPR Compliance, The
 * Events Calendar, trx_socials, Essential Grid, Revolution Slider, WPBakery, nor an `onclick` or inline script that
 * the theme's or themerex-utils' PHP prints for visitors.
 *
 * Left out:
 * - `{p}_color_picker_show` (a palette, a UI of its own): no panel of either site prints a swatch that calls it;
 * - what issue 27 found undefined and only the replaced scripts call: `themerex_document_animate_to`,
 *   `themerex_show_popup`, `themerex_hide_popup` (core.init.js: our menu links and account popups do it),
 *   `trx_utils_form_validate` (trx_utils.js: our theme-forms validate), `themerex_init_shortcodes` and
 *   `themerex_sc_init` (core.init.js, shortcodes.js: content inserted later is enhanced by our observer). WPBakery's
 *   front-end editor prints `themerex_init_shortcodes(…)` too, for logged-in editors only, after
 *   `themerex_init_post_formats()` in the same `try`: not defined either (its work is ours), so never reached;
 * - what only debug mode (`{p}_replicate`, core.debug.js), the admin pages (options, the qrcode widget's form:
 *   `{p}_color_picker*`) and the shortcode builder call (`{p}_empty`, `{p}_isset`, listbox helpers, …).
 * `{p}_init_hidden_elements` is ours to call (revealed panels) and was the theme's public hook, so it is kept.
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

  defineCookieGlobals(define, win);
  // The theme's built the palette's markup, hidden until `{p}_color_picker_show` (left out, see above).
  define('color_picker', () => undefined);

  // At the end of its ready actions the theme ran the handlers over the whole page (core.init.js), after the
  // ready handlers of the scripts before it, which registered theirs. Where the theme's is kept, its own ready does it.
  const jQuery = (win as unknown as { jQuery?: JQueryLike }).jQuery;
  const runOnBody = () => runHandlers(jQuery ? jQuery(doc.body) : doc.body);
  if (!ours) return;
  if (jQuery) jQuery(runOnBody);
  else if (doc.readyState == 'complete') runOnBody();
  else doc.addEventListener('DOMContentLoaded', runOnBody, { once: true });
}

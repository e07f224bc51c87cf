import { defineEnhancerModule } from '../../src/enhancer';
import { stored } from '../theme-shared/theme-definitions';
import { POSTS_ADDED } from '../theme-shared/posts-added';

const UNMARKED = ':not([class*="sc_button_hover_"])';
/** DiveIt's js/theme.init.js: what gets the hover style, in two sets (the second not with the `arrow` style). */
const BUTTONS = ['button:not(.search_submit)', '.sc_button:not(.sc_button_style_border)', '.woocommerce .button', '.woocommerce-page .button', '#buddypress a.button'];
const CONTROLS = ['input[type="submit"]', 'input[type="button"]', '.isotope_filters_button', '.scroll_to_top', '.sc_slider_prev', '.sc_slider_next', '.tagcloud > a'];
/** The Events Calendar's links, which the theme dresses as its buttons. */
const TRIBE_BUTTONS = 'a.tribe-events-read-more, .tribe-events-button, .tribe-events-nav-previous a, .tribe-events-nav-next a, .tribe-events-widget-link a, .tribe-events-viewmore a';
const FILLABLE = '[class*="sc_input_hover_"] input, [class*="sc_input_hover_"] textarea';

/** The elements of `root` (and `root` itself) that match. */
const within = (root: Element, selector: string) => [...(root.matches(selector) ? [root] : []), ...Array.from(root.querySelectorAll(selector))];

function decorate(root: Element, style: string): void {
  within(root, TRIBE_BUTTONS).forEach((link) => link.classList.add('sc_button', 'sc_button_style_filled'));
  // The isotope filters' buttons take the class even when they have one (the theme's selector has no guard).
  const controls = style === 'arrow' ? [] : CONTROLS.map((selector) => (selector === '.isotope_filters_button' ? selector : `${selector}${UNMARKED}`));
  const selector = [...BUTTONS.map((each) => `${each}${UNMARKED}`), ...controls].join(', ');
  // MediaElement's controls: the theme started its players after decorating, so their buttons never had it.
  within(root, selector).filter((element) => !element.closest('.mejs-container')).forEach((element) => element.classList.add(`sc_button_hover_${style}`));
  within(root, FILLABLE).forEach((field) => markFilled(field as HTMLInputElement));
}

const markFilled = (field: HTMLInputElement | HTMLTextAreaElement) => field.classList.toggle('filled', field.value !== '');

/**
 * B: the theme's decoration of server markup (`{p}_theme_init_post_formats`, in js/theme.init.js, which the theme
 * family takes out): buttons, submit inputs, slider arrows, the scroll-to-top button and tag links get
 * `sc_button_hover_<button_hover>`, which the theme's stylesheet gives their hover; The Events Calendar's links get
 * the button classes; fields in a `sc_input_hover_*` form are marked `filled` while they hold a value. At ready and
 * on the posts view more adds, as the theme did; not on markup our components render. The theme marked `filled`
 * on keypress, before the key's character is in: here on input, so the first character counts.
 */
export default defineEnhancerModule({
  mount(body, { signal }) {
    const style = stored('button_hover');
    if (!style || style === '0' || typeof style !== 'string') return;
    decorate(body, style);
    body.addEventListener(POSTS_ADDED, (event) => decorate(event.target as Element, style), { signal });
    body.addEventListener('input', (event) => {
      const field = event.target as Element;
      if (field.matches?.(FILLABLE)) markFilled(field as HTMLInputElement);
    }, { signal });
  },
});

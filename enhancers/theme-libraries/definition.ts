import { withStrategies, type EnhancerDefinition, type LoadStrategy } from '../../src/enhancer';
import { ON_DEMAND_ID } from '../../src/on-demand-scripts';
import { findThemeStorage } from '../../src/theme-storage';
import { stored, themeEach, themeGroup, themePage } from '../theme-shared/theme-definitions';
import { IMAGE_LINKS, REVIEWS_EDITOR, THEME_MEDIA } from './selectors';

/** The plugin listed files it made on demand (handles.php). */
const listsOnDemandFiles = (): boolean => !!document.getElementById(ON_DEMAND_ID);

const on = (value: unknown): boolean => !!value && value !== '0' && value !== 'false';

/** The main menu's sliding hover is on: A's `menu_slider`, B's `menu_hover` `slide_line` or `slide_box`. */
const menuSlides = (): boolean =>
  themePage() && (findThemeStorage()?.generation === 'A' ? on(stored('menu_slider')) : /^slide_(line|box)$/.test(String(stored('menu_hover'))));

/**
 * A's marker is hidden and sizeless until the first hover, so its code waits for the pointer (nothing at load);
 * B's shows under the current item at rest, so it starts at ready. Read when the element is claimed, once the page's
 * globals are there.
 */
function slidesOnHoverInA(definition: EnhancerDefinition): EnhancerDefinition {
  return Object.defineProperty(definition, 'strategy', {
    enumerable: true,
    get: (): LoadStrategy => (findThemeStorage()?.generation === 'A' ? 'hover' : 'ready'),
  });
}

/**
 * Third-party libraries the theme prints and its init scripts (taken out with the theme family) started: each
 * starter makes the theme's call, with its options, on markup present at load or inserted later, and does nothing
 * where the library is not on the page. Photostack, elevateZoom, pickadate, Chart.js and Raphael are not started:
 * their markup is ours (theme-widgets).
 */
export const themeLibraryEnhancers: EnhancerDefinition[] = withStrategies(
  themeGroup(() => import('./starters'), [
    ['image-lightbox', IMAGE_LINKS],
    ['popup-link', '.sc_popup_link'],
    ['media-player', THEME_MEDIA, () => themePage() && on(stored('media_elements_enabled'))],
    ['media-files', '.wp-audio-shortcode, .wp-video-shortcode', listsOnDemandFiles],
    ['share-buttons', '.sc_socials_share a', listsOnDemandFiles],
    ['reviews', REVIEWS_EDITOR, listsOnDemandFiles],
    ['slider', '.sc_slider_swiper'],
    ['grid', '.isotope_wrap'],
    ['hover-dir', '.isotope_wrap .isotope_item_content.square.effect_dir'],
    ['video-background', '.video_background[data-youtube-code]'],
  ]).concat(
    // Our own component (the plugin's file is taken out), in a chunk of its own: the starters' chunk stays without the renderer.
    themeEach([['menu-slide', '#menu_main', () => import('./menu-slide'), menuSlides]]).map(slidesOnHoverInA),
  ),
  {
    // The image links form their galleries at ready, as the theme's did (links inserted later form their own);
    // a click before the code is there is held and replayed, so the popup opens on it.
    'theme-popup-link': 'interaction',
    // A hidden slider (in a closed tab) starts once shown, as the theme's skipped it until then.
    'theme-slider': 'visible',
    'theme-hover-dir': 'visible',
  },
);

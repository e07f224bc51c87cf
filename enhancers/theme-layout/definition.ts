import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { themePage, stored, themeEach, themeGroup } from '../theme-shared/theme-definitions';

const on = (value: unknown): boolean => !!value && value !== '0';

/** Theme page layout: mobile layout and menus, fixed header, scrolling, page contents, preloader. */
export const themeLayoutEnhancers: EnhancerDefinition[] = withStrategies([
  ...themeGroup(() => import('./page-layout'), [
    ['responsive-layout', 'body'],
    ['menu-hover', '.menu_main_nav, .menu_user_nav'],
    ['fixed-header', 'header.top_panel_wrap', () => on(stored('menu_fixed'))],
    ['scroll-to-top', '.scroll_to_top'],
    ['smooth-anchors', '#toc, #menu_main, #menu_user, #menu_side, #menu_footer, #menu_pushy'],
    ['external-links', 'body', () => findThemeStorage()?.generation === 'B'],
    ['button-hover', 'body', () => findThemeStorage()?.generation === 'B' && on(stored('button_hover'))],
  ]),
  ...themeEach([
    ['side-menu', '.header_mobile', () => import('./side-menu')],
    ['mobile-submenus', '.header_mobile .menu_main_nav', () => import('./mobile-submenus')],
    ['page-contents', 'body', () => import('./page-contents'), () => themePage() && !!document.querySelector('[id^="toc_"], .sc_anchor')],
    // The menu before its at-rest part: the first claim on an element sets up its holding, with the triggers.
    ['pushy-menu', '.pushy', () => import('./pushy-menu')],
    ['pushy-menu-at-rest', '.pushy', () => import('./pushy-at-rest')],
    ['responsive-menu', '.menu_main_responsive_button', () => import('./responsive-menu')],
    ['responsive-side-menu', '.sidebar_outer_menu_responsive_button', () => import('./responsive-menu').then((menus) => ({ default: menus.sideResponsiveMenu }))],
    ['outer-sidebar', '.sidebar_outer_widgets_button', () => import('./outer-sidebar')],
    ['page-preloader', '#page_preloader', () => import('./page-preloader')],
    ['video-ratio', '.sc_video_frame, video[data-ratio], iframe[src*="youtu"], iframe[src*="vimeo"]', () => import('./video-ratio')],
    ['retina', 'body', () => import('./retina'), () => findThemeStorage()?.generation === 'B' && (devicePixelRatio > 1 || !!matchMedia?.('(min-resolution: 1.5dppx)').matches)],
  ]).map((definition) =>
    // The pushy menu's buttons are in the header: their use wakes the menu (see pushy-parts.ts).
    definition.name === 'theme-pushy-menu' ? { ...definition, triggers: '.menu_pushy_button' } : definition,
  ),
], {
  'theme-side-menu': 'visible',
  // The copy is in the page once its button could be seen (the mobile layout shows it), as the theme's is.
  'theme-responsive-menu': 'visible',
  'theme-responsive-side-menu': 'interaction',
  'theme-outer-sidebar': 'interaction',
  'theme-pushy-menu': 'interaction',
});

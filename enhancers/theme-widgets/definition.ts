import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeEach, themeGroup } from '../theme-shared/theme-definitions';

/** Theme shortcode widgets: each loads only on pages with its markup (the panels share a chunk). */
export const themeWidgetEnhancers: EnhancerDefinition[] = withStrategies(
  [
    // What the widgets below show and say before their code loads on first use (plain DOM, one small chunk).
    ...themeGroup(() => import('./panels-at-rest'), [
      ['accordion-at-rest', '.sc_accordion'],
      ['tabs-at-rest', '.sc_tabs, .tabs_area'],
      ['toggles-at-rest', '.sc_toggles'],
      ['infobox-close-at-rest', '.sc_infobox_closeable'],
    ]),
    ...themeEach([
      ['zoom-lens-at-rest', '.sc_zoom', () => import('./zoom-at-rest')],
    ]),
    ...themeGroup(() => import('./panels'), [
      ['accordion', '.sc_accordion'],
      ['tabs', '.sc_tabs, .tabs_area'],
      ['toggles', '.sc_toggles'],
      ['infobox-close', '.sc_infobox_closeable'],
    ]),
    ...themeEach([
      ['countdown', '.sc_countdown[data-date]', () => import('./countdown')],
      ['skills', '.sc_skills', () => import('./skills')],
      ['animation-on-scroll', '[data-animation^="animated"]:not(.animated)', () => import('./animation-on-scroll')],
      ['portfolio-filters', '.isotope_filters', () => import('./portfolio-filters')],
      ['photostack', '.photostack', () => import('./photostack')],
      ['scroll-area', '.sc_scroll', () => import('./scroll-area')],
      ['pan', '.sc_pan', () => import('./pan')],
      ['zoom-lens', '.sc_zoom', () => import('./zoom-lens')],
    ]),
  ],
  {
    'theme-accordion': 'interaction',
    'theme-tabs': 'interaction',
    'theme-toggles': 'interaction',
    'theme-infobox-close': 'interaction',
    'theme-countdown': 'visible',
    'theme-skills': 'visible',
    'theme-animation-on-scroll': 'visible',
    'theme-portfolio-filters': 'visible',
    'theme-photostack': 'visible',
    'theme-scroll-area': 'visible',
    'theme-pan': 'visible',
    'theme-zoom-lens': 'interaction',
  },
);

import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeEach, themeGroup } from '../theme-shared/theme-definitions';

/** Theme shortcode widgets: each loads only on pages with its markup (panels and form pickers share a chunk). */
export const themeWidgetEnhancers: EnhancerDefinition[] = withStrategies(
  [
    ...themeGroup(() => import('./panels'), [
      ['accordion', '.sc_accordion'],
      ['tabs', '.sc_tabs, .tabs_area'],
      ['toggles', '.sc_toggles'],
      ['infobox-close', '.sc_infobox_closeable'],
    ]),
    ...themeGroup(() => import('./form-pickers'), [
      ['date-picker', 'input.js__datepicker'],
      ['time-picker', 'input.js__timepicker'],
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
      ['color-picker', 'input.iColorPicker', () => import('./color-picker')],
    ]),
  ],
  {
    'theme-accordion': 'visible',
    'theme-tabs': 'visible',
    'theme-toggles': 'visible',
    'theme-infobox-close': 'visible',
    'theme-countdown': 'visible',
    'theme-skills': 'visible',
    'theme-animation-on-scroll': 'visible',
    'theme-portfolio-filters': 'visible',
    'theme-photostack': 'visible',
    'theme-scroll-area': 'visible',
    'theme-pan': 'visible',
  },
);

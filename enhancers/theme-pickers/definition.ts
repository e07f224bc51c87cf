import { withStrategies, type EnhancerDefinition } from '../../src/enhancer';
import { themeEach, themeGroup } from '../theme-shared/theme-definitions';

/**
 * The theme's form field pickers (`[trx_form]`'s date, time and colour fields): a part of their own, so that pages
 * with widgets but no such field do not fetch them with the widgets.
 */
export const themePickerEnhancers: EnhancerDefinition[] = withStrategies(
  [
    ...themeEach([['color-swatch', 'input.iColorPicker', () => import('./color-swatch')]]),
    ...themeGroup(() => import('./form-pickers'), [
      ['date-picker', 'input.js__datepicker'],
      ['time-picker', 'input.js__timepicker'],
    ]),
    // Mounted on the swatch the at-rest part puts after the field; using the field (typing a colour) wakes it too.
    ...themeEach([['color-picker', 'input.iColorPicker + .iColorPicker_button', () => import('./color-picker')]]).map((definition) => ({
      ...definition,
      triggers: 'input.iColorPicker',
    })),
  ],
  {
    'theme-color-picker': 'interaction',
    'theme-date-picker': 'interaction',
    'theme-time-picker': 'interaction',
  },
);

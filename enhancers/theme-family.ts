import type { EnhancerDefinition } from '../src/enhancer';
import { messagePopup } from './message-popup/definition';
import { themeAccountEnhancers } from './theme-accounts/definition';
import { themeContentEnhancers } from './theme-content/definition';
import { themeFormEnhancers } from './theme-forms/definition';
import { themeLayoutEnhancers } from './theme-layout/definition';
import { themeLibraryEnhancers } from './theme-libraries/definition';
import { themeMapEnhancers } from './theme-map/definition';
import { themeMenuEnhancers } from './theme-menu/definition';
import { themePickerEnhancers } from './theme-pickers/definition';
import { themeSearchEnhancers } from './theme-search/definition';
import { themeShopEnhancers } from './theme-shop/definition';
import { themeSportsEnhancers } from './theme-sports/definition';
import { themeWidgetEnhancers } from './theme-widgets/definition';

/** The ThemeREX theme's and its utilities plugin's enhancers; loaded on pages that print their storage. */
const enhancers: readonly EnhancerDefinition[] = [
  messagePopup,
  ...themeAccountEnhancers,
  ...themeFormEnhancers,
  ...themeContentEnhancers,
  ...themeSearchEnhancers,
  ...themeLayoutEnhancers,
  ...themeWidgetEnhancers,
  ...themePickerEnhancers,
  ...themeShopEnhancers,
  ...themeSportsEnhancers,
  ...themeMenuEnhancers,
  ...themeMapEnhancers,
  ...themeLibraryEnhancers,
];
export default enhancers;

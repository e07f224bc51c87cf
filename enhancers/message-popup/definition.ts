import type { EnhancerDefinition } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';

/** The theme's message popup: its window functions for legacy code, and the message printed at load. */
export const messagePopup: EnhancerDefinition = {
  name: 'message-popup',
  family: 'theme',
  selector: 'body',
  when: () => findThemeStorage() !== undefined,
  load: () => import('./legacy-api'),
};

import type { EnhancerDefinition } from '../src/enhancer';
import { messagePopup } from './message-popup/definition';

/** Every enhancer the production bundle knows, in start order. */
export const enhancers: readonly EnhancerDefinition[] = [messagePopup];

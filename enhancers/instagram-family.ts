import type { EnhancerDefinition } from '../src/enhancer';
import { instagramEnhancers } from './instagram/definition';

/** Smash Balloon Instagram Feed's enhancers; loaded on pages that print `sb_instagram_js_options` or `sbiajaxurl`. */
const enhancers: readonly EnhancerDefinition[] = instagramEnhancers;
export default enhancers;

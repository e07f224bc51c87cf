import type { EnhancerDefinition } from '../src/enhancer';
import { cf7Enhancers } from './cf7/definition';

/** Contact Form 7's enhancers; loaded on pages that print `wpcf7`. */
const enhancers: readonly EnhancerDefinition[] = cf7Enhancers;
export default enhancers;

import type { EnhancerDefinition } from '../src/enhancer';
import { consentEnhancers } from './consent/definition';

/** WP GDPR Compliance's enhancers; loaded on pages that print `wpgdprcFront`. */
const enhancers: readonly EnhancerDefinition[] = consentEnhancers;
export default enhancers;

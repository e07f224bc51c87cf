import type { EnhancerDefinition } from '../src/enhancer';
import { bookingEnhancers } from './booking/definition';

/** Booked's and its Front-End Agents add-on's enhancers; loaded on pages that print their globals. */
const enhancers: readonly EnhancerDefinition[] = bookingEnhancers;
export default enhancers;

import type { EnhancerDefinition } from '../../src/enhancer';

const FORMS = '.wpcf7 > form.wpcf7-form';

/**
 * Contact Form 7's client. What the form shows from the start (spinners, `js`, gated buttons, counters) and
 * its schema fetch are the plain at-rest part's, at ready; the form's component loads when the visitor first
 * uses the form (or third-party code calls `wpcf7.submit` and the like), and replays that use.
 */
export const cf7Enhancers: readonly EnhancerDefinition[] = [
  { name: 'cf7-form-at-rest', family: 'cf7', selector: FORMS, load: () => import('./cf7-form-at-rest') },
  { name: 'cf7-form', family: 'cf7', selector: FORMS, strategy: 'interaction', load: () => import('./cf7-form') },
];

import { defineEnhancerModule } from '../../src/enhancer';

/**
 * Generation B prints `aria-required='"true"'` on its form fields (defect 19). Said in the value ARIA knows
 * as soon as the page is ready, wherever the form is: its own enhancer loads only when the form is used.
 * A one-time attribute repair, with neither UI nor state, so plain DOM.
 */
export default defineEnhancerModule({
  mount(field) {
    const value = field.getAttribute('aria-required') ?? '';
    if (value === 'true' || !/^\W*true\W*$/.test(value)) return;
    field.setAttribute('aria-required', 'true');
    return () => field.setAttribute('aria-required', value);
  },
});

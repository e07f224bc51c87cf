import { defineEnhancerModule } from '../../src/enhancer';

/**
 * The theme disables a form's submit buttons at init while its privacy box is unchecked (contract theme.md,
 * "Privacy gate"). The theme's own forms are printed so; WordPress's comment form, where WP GDPR Compliance adds
 * its `wpgdprc` box, is printed with its submit enabled (found on the real DiveIt site by `wp-enhance check`).
 * Done at ready, wherever the form is: the gate itself (privacy-gate.tsx) mounts as the box nears the viewport,
 * and a submit before that would skip the consent. A one-time state from the box, no UI: plain DOM.
 */
export default defineEnhancerModule({
  mount(checkbox) {
    if ((checkbox as HTMLInputElement).checked) return;
    checkbox.closest('form')?.querySelectorAll('button, input[type="submit"]').forEach((button) => button.setAttribute('disabled', 'disabled'));
  },
});

import { defineEnhancerModule } from '../../src/enhancer';

/**
 * A privacy checkbox (`i_agree_privacy_policy`, `gdpr_terms`, `wpgdprc`) enables its form's submit
 * buttons while checked and disables them otherwise, at once and on every change (also after a reset).
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    if (!(element instanceof HTMLInputElement)) return;
    const checkbox = element;
    const form = checkbox.closest('form');
    const apply = () => {
      form?.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"]').forEach((button) => {
        if (checkbox.checked) button.removeAttribute('disabled');
        else button.setAttribute('disabled', 'disabled');
      });
    };
    checkbox.classList.add('inited');
    apply();
    checkbox.addEventListener('change', apply, { signal });
    // The reset event comes before the fields are reset.
    form?.addEventListener('reset', () => setTimeout(apply), { signal });
    return () => checkbox.classList.remove('inited');
  },
});

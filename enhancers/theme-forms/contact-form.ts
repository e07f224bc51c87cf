import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

const send = () => import('./contact-form-send');

/** The theme's contact forms never submit natively: each submit is checked and sent, one at a time. */
export default defineEnhancerModule({
  mount(form, { signal, report }) {
    if (!(form instanceof HTMLFormElement)) return;
    let busy = false;
    warmUp(form, send, signal);
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (busy) return;
        busy = true;
        form.setAttribute('aria-busy', 'true');
        send()
          .then(({ submitContactForm }) => submitContactForm(form, signal))
          .catch(report)
          .finally(() => {
            busy = false;
            form.removeAttribute('aria-busy');
          });
      },
      { signal },
    );
    return () => form.classList.remove('is-loading');
  },
});

import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';
import { markBusy } from './mark-busy';

const submit = () => import('./registration-submit');
const NARROW = '(max-width: 639px)';

/** The registration popup's form: never submits natively; checked and sent one attempt at a time. */
export default defineEnhancerModule({
  mount(form, { signal, report }) {
    if (!(form instanceof HTMLFormElement)) return;
    let busy = false;
    warmUp(form, submit, signal);
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (busy) return;
        busy = true;
        submit()
          .then(({ submitRegistration }) => submitRegistration(form, signal))
          .catch(report)
          .finally(() => (busy = false));
      },
      { signal },
    );
    const stopLayout = form.closest('.header_mobile') ? followNarrowLayout(form) : undefined;
    return () => {
      markBusy(form, false);
      stopLayout?.();
    };
  },
});

/** B's mobile copy: below 640 px the passwords column moves under the e-mail field, and back from 640 px. */
function followNarrowLayout(form: HTMLFormElement): (() => void) | undefined {
  const media = form.ownerDocument.defaultView?.matchMedia?.(NARROW);
  const right = form.querySelector(':scope > .form_right, .form_left > .form_right');
  const left = form.querySelector(':scope > .form_left');
  const email = form.querySelector('.email_field');
  if (!media || !right || !left || !email) return undefined;
  const apply = () => (media.matches ? email.after(right) : left.after(right));
  apply();
  media.addEventListener('change', apply);
  return () => {
    media.removeEventListener('change', apply);
    left.after(right);
  };
}

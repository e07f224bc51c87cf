import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';
import { markBusy } from './mark-busy';

const submit = () => import('./login-submit');

/** The login popup's form: checked, then sent by AJAX (or natively without `login_via_ajax`), one attempt at a time. */
export default defineEnhancerModule({
  mount(form, { signal, report }) {
    if (!(form instanceof HTMLFormElement)) return;
    let busy = false;
    let native = false;
    warmUp(form, submit, signal);
    form.addEventListener(
      'submit',
      (event) => {
        if (native) return void (native = false);
        event.preventDefault();
        if (busy) return;
        busy = true;
        submit()
          .then(({ submitLogin }) => submitLogin(form, signal))
          .then((result) => result === 'native' && ((native = true), form.requestSubmit(event.submitter)))
          .catch(report)
          .finally(() => (busy = false));
      },
      { signal },
    );
    return () => markBusy(form, false);
  },
});

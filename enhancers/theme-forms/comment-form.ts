import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

const check = () => import('./comment-form-check');

/**
 * The comment form (`form#commentform`): checked before it goes out; a valid form submits natively,
 * once (a second submit while the page is leaving is ignored).
 */
export default defineEnhancerModule({
  mount(form, { signal, report }) {
    if (!(form instanceof HTMLFormElement)) return;
    // B prints `aria-required='"true"'` (defect 19): say it in the value ARIA knows.
    for (const field of Array.from(form.querySelectorAll('[aria-required]'))) {
      if (/^\W*true\W*$/.test(field.getAttribute('aria-required') ?? '')) field.setAttribute('aria-required', 'true');
    }
    let checked = false;
    let checking = false;
    let sent = false;
    warmUp(form, check, signal);
    const sendNatively = (submitter: HTMLElement | null) => {
      checked = true;
      form.requestSubmit(submitter);
    };
    form.addEventListener(
      'submit',
      (event) => {
        if (checked) {
          checked = false;
          sent = true;
          // Another script may still cancel this submit: then the form stays usable.
          setTimeout(() => event.defaultPrevented && (sent = false));
          return;
        }
        event.preventDefault();
        if (checking || sent) return;
        checking = true;
        check()
          .then(({ checkCommentForm }) => checkCommentForm(form) && sendNatively(event.submitter))
          // Without the checks (their code failed to load) the server still validates.
          .catch((error: unknown) => (report(error), sendNatively(event.submitter)))
          .finally(() => (checking = false));
      },
      { signal },
    );
    // Back through the history cache: the form may be sent again.
    window.addEventListener('pageshow', () => (sent = false), { signal });
  },
});

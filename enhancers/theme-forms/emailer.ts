import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

const send = () => import('./emailer-send');

/** The e-mail subscription box (`.sc_emailer`): its button's first click opens it, later clicks submit (one at a time). */
export default defineEnhancerModule({
  mount(box, { signal, report }) {
    const button = box.querySelector<HTMLButtonElement>('.sc_emailer_button');
    const input = box.querySelector<HTMLInputElement>('.sc_emailer_input');
    if (!button || !input) return;
    let busy = false;
    const opened = () => box.classList.contains('sc_emailer_opened');
    button.setAttribute('aria-expanded', String(opened()));
    warmUp(box, send, signal);
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (busy) return;
        if (!opened()) {
          box.classList.add('sc_emailer_opened');
          button.setAttribute('aria-expanded', 'true');
          input.focus();
          return;
        }
        busy = true;
        button.setAttribute('aria-busy', 'true');
        send()
          .then(({ submitEmailer }) => submitEmailer(button, input, signal))
          .catch(report)
          .finally(() => {
            busy = false;
            button.removeAttribute('aria-busy');
          });
      },
      { signal },
    );
    return () => button.removeAttribute('aria-expanded');
  },
});

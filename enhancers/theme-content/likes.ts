import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

const toggle = () => import('./likes-toggle');

/** A post's like counter (`.post_counters_likes`): one request per counter at a time (defect 15). */
export default defineEnhancerModule({
  mount(link, { signal, report }) {
    let busy = false;
    warmUp(link, toggle, signal);
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (busy) return;
        busy = true;
        link.setAttribute('aria-busy', 'true');
        toggle()
          .then(({ toggleLike }) => toggleLike(link, signal))
          .catch(report)
          .finally(() => {
            busy = false;
            link.removeAttribute('aria-busy');
          });
      },
      { signal },
    );
    return () => link.classList.remove('loading');
  },
});

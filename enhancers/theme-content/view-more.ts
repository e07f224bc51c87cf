import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

export const INFINITE_MARGIN_PX = 100;

const loader = () => import('./view-more-load');

/**
 * View more (`#viewmore`): a click loads the next page of posts; with `pagination_infinite` so does
 * coming within 100 px of the viewport bottom while scrolling. One load at a time, and the busy state
 * always clears (defect 1); after a failure infinite loading waits for a click on the link.
 */
export default defineEnhancerModule({
  mount(block, { signal, report }) {
    const link = block.querySelector<HTMLElement>('#viewmore_link, .viewmore_button');
    if (!(block instanceof HTMLElement) || !link) return;
    let busy = false;
    let paused = false;

    const load = () => {
      if (busy || link.classList.contains('viewmore_empty')) return;
      busy = true;
      block.classList.add('loading');
      link.setAttribute('aria-busy', 'true');
      loader()
        .then(({ loadMore }) => loadMore(block, link, signal))
        .then((loaded) => (paused = !loaded))
        .catch((error: unknown) => {
          paused = true;
          report(error);
        })
        .finally(() => {
          busy = false;
          block.classList.remove('loading');
          link.removeAttribute('aria-busy');
        });
    };

    warmUp(block, loader, signal);
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        load();
      },
      { signal },
    );
    if (block.classList.contains('pagination_infinite')) {
      const nearViewport = () => {
        if (!paused && block.getBoundingClientRect().top <= window.innerHeight + INFINITE_MARGIN_PX) load();
      };
      window.addEventListener('scroll', nearViewport, { passive: true, signal });
      window.addEventListener('resize', nearViewport, { signal });
    }
    return () => block.classList.remove('loading');
  },
});

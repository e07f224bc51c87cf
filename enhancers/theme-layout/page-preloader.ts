import { defineEnhancerModule } from '../../src/enhancer';
import { hidePreloader, showPreloader } from './preloader-overlay';

/**
 * `#page_preloader`: the server's overlay fades out once the page is enhanced; it shows again (0.8) while
 * the page is being left, except after a `tel:` or `mailto:` link, which leaves nothing; it is hidden again
 * when the page comes back from the back/forward cache.
 *
 * Plain DOM, not a component: it creates no UI (the overlay is the server's) and has no state a visitor
 * sees; "a tel: or mailto: link was just followed" lasts only until the end of that task. As a component
 * it put Preact on the start of every page with a preloader, for a fade at load.
 */
export default defineEnhancerModule({
  mount(preloader, { signal }) {
    const doc = preloader.ownerDocument;
    const win = doc.defaultView;
    hidePreloader(doc);
    if (!win) return;
    let staying = false;
    doc.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.('a[href]');
        if (!link || !/^\s*(tel|mailto):/i.test(link.getAttribute('href') ?? '')) return;
        staying = true;
        setTimeout(() => (staying = false), 0);
      },
      { capture: true, signal },
    );
    win.addEventListener('beforeunload', () => !staying && showPreloader(doc), { signal });
    win.addEventListener('pageshow', (event) => event.persisted && hidePreloader(doc, 0), { signal });
  },
});

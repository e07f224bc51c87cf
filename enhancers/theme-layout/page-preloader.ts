import { defineEnhancerModule } from '../../src/enhancer';
import { hidePreloader, showPreloader } from './preloader-overlay';

/**
 * `#page_preloader`: fades out once the page is enhanced; shows again (0.8) while the page is being
 * left, except for `tel:` and `mailto:` links, which leave nothing; hidden again when the page comes
 * back from the back/forward cache.
 */
export default defineEnhancerModule({
  mount(preloader, { signal }) {
    const doc = preloader.ownerDocument;
    const win = doc.defaultView;
    if (!win) return;
    hidePreloader(doc);
    let staying = false;
    doc.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.('a[href]');
        if (!link || !/^\s*(tel|mailto):/i.test(link.getAttribute('href') ?? '')) return;
        staying = true;
        setTimeout(() => (staying = false), 0);
      },
      { signal, capture: true },
    );
    win.addEventListener('beforeunload', () => !staying && showPreloader(doc), { signal });
    win.addEventListener('pageshow', (event) => (event as PageTransitionEvent).persisted && hidePreloader(doc, 0), { signal });
  },
});

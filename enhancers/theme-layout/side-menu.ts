import { defineEnhancerModule } from '../../src/enhancer';
import { drawer } from './drawer';
import { isMobileLayout } from './layout-state';
import { inPageTarget } from './smooth-anchors';

/**
 * B mobile header `.header_mobile`: `.menu_button` slides the `.side_wrap` menu in over the `.mask`
 * (`side_wrap.open`, `mask.show`, `html.menu_mobile_open`); the mask, the close button and in-page
 * links close it, and so does leaving the mobile layout.
 */
export default defineEnhancerModule({
  mount(header, { signal }) {
    const doc = header.ownerDocument;
    const panel = header.querySelector<HTMLElement>('.side_wrap');
    if (!panel) return;
    const mask = header.querySelector<HTMLElement>('.mask');
    const menu = drawer({
      panel,
      toggles: Array.from(header.querySelectorAll<HTMLElement>('.menu_button')),
      closers: [panel.querySelector<HTMLElement>(':scope > .close'), mask].filter((element): element is HTMLElement => !!element),
      label: 'Menu',
      show: () => {
        panel.classList.add('open');
        mask?.classList.add('show');
        doc.documentElement.classList.add('menu_mobile_open');
      },
      hide: () => {
        panel.classList.remove('open');
        mask?.classList.remove('show');
        doc.documentElement.classList.remove('menu_mobile_open');
      },
      signal,
    });
    panel.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]');
        if (link && inPageTarget(link)) menu.close();
      },
      { signal },
    );
    doc.defaultView?.addEventListener('resize', () => !isMobileLayout(doc) && menu.close(), { signal });
    return () => menu.restore();
  },
});

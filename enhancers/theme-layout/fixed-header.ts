import { contentSize } from '../../src/content-size';
import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { runEffect } from '../theme-widgets/dom/fade';
import { documentTop, isMobileLayout } from './layout-state';

/** The fixed header slides in from −150 px over 500 ms. */
export const FIXED_HEADER_SLIDE_MS = 500;
/** B: only pages over 1.5 window heights get a fixed header (spec §4; A's core.init.js has no such check). */
export const TALL_PAGE_RATIO = 1.5;

/**
 * Fixed top panel (`menu_fixed`): once the page is scrolled past the header (plus the height of a
 * slider shown above it: `.top_panel_below .slider_wrap`, else `slider_height`), outside the mobile layout
 * and (B) only on pages over 1.5 times the window height, the body gets `top_panel_fixed`,
 * `.top_panel_fixed_wrap` keeps the header's place (its height as shown then, menu bar included: the
 * theme's `top_panel_height`) and the header slides in from −150 px.
 * Where a header template prints no `.top_panel_fixed_wrap`, one is added before the header: without
 * it the content jumps up by the header's height under the reader's pointer.
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(element, { settings, signal }) {
    const header = element as HTMLElement;
    const doc = header.ownerDocument;
    const win = doc.defaultView;
    if (!settings.menuFixed || !win) return;
    const printed = doc.querySelector<HTMLElement>('.top_panel_fixed_wrap');
    const placeholder = printed ?? addPlaceholder(header);
    let fixed = false;
    let threshold = 0;

    const measure = () => {
      const slider = doc.querySelector<HTMLElement>('.top_panel_below .slider_wrap');
      const sliderHeight = slider ? slider.offsetHeight || settings.sliderHeight : 0;
      threshold = documentTop(header) + header.offsetHeight + sliderHeight;
    };
    const fix = () => {
      fixed = true;
      placeholder.style.height = `${contentSize(header, 'height')}px`;
      doc.body.classList.add('top_panel_fixed');
      header.style.marginTop = '-150px';
      runEffect(header, FIXED_HEADER_SLIDE_MS, () => (header.style.marginTop = '0px'), () => (header.style.marginTop = ''), 'margin-top');
    };
    const unfix = () => {
      fixed = false;
      doc.body.classList.remove('top_panel_fixed');
      placeholder.style.height = '';
      header.style.marginTop = '';
    };
    const update = () => {
      if (!fixed) measure();
      const tall = settings.generation === 'A' || doc.documentElement.scrollHeight > TALL_PAGE_RATIO * win.innerHeight;
      const wanted = tall && !isMobileLayout(doc) && win.scrollY > threshold;
      if (wanted && !fixed) fix();
      else if (!wanted && fixed) unfix();
    };
    update();
    win.addEventListener('scroll', update, { signal, passive: true });
    win.addEventListener('resize', update, { signal });
    return () => {
      if (fixed) unfix();
      if (!printed) placeholder.remove();
    };
  },
});

function addPlaceholder(header: HTMLElement): HTMLElement {
  const placeholder = header.ownerDocument.createElement('div');
  placeholder.className = 'top_panel_fixed_wrap';
  placeholder.setAttribute('aria-hidden', 'true');
  header.before(placeholder);
  return placeholder;
}

import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';

/**
 * The mobile layout: below the configured window width (B `menu_mobile`, A `menu_responsive`;
 * 0 = never) the body gets `menu_mobile` (B) or `responsive_menu` (A), updated on resize. B's CSS has
 * no rule for `body.menu_mobile`: core.init.js hides `header.top_panel_wrap` and shows `.header_mobile`
 * by their inline display (and drops `top_panel_fixed`), so this does too; it also marks every
 * `.top_panel_wrap` `menu_show`, which B's `.menu_main_nav_area` needs to be shown at all.
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(body, { settings, signal }) {
    const width = settings.mobileWidth;
    const doc = body.ownerDocument;
    const win = doc.defaultView;
    if (!width || !win) return;
    const b = settings.generation === 'B';
    const className = b ? 'menu_mobile' : 'responsive_menu';
    const hadClass = body.classList.contains(className);
    const panels = b ? Array.from(doc.querySelectorAll<HTMLElement>('.top_panel_wrap')).filter((panel) => !panel.classList.contains('menu_show')) : [];
    panels.forEach((panel) => panel.classList.add('menu_show'));
    const headers = () => Array.from(doc.querySelectorAll<HTMLElement>('header.top_panel_wrap'));
    const mobileHeaders = () => Array.from(doc.querySelectorAll<HTMLElement>('.header_mobile'));
    const apply = () => {
      const mobile = win.innerWidth < width;
      if (body.classList.contains(className) === mobile) return;
      body.classList.toggle(className, mobile);
      if (!b) return;
      if (mobile) body.classList.remove('top_panel_fixed');
      headers().forEach((header) => (header.style.display = mobile ? 'none' : ''));
      mobileHeaders().forEach((header) => (header.style.display = mobile ? 'block' : 'none'));
    };
    apply();
    win.addEventListener('resize', apply, { signal });
    return () => {
      body.classList.toggle(className, hadClass);
      panels.forEach((panel) => panel.classList.remove('menu_show'));
      if (b) [...headers(), ...mobileHeaders()].forEach((header) => header.style.removeProperty('display'));
    };
  },
});

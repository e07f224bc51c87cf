import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';

/**
 * The mobile layout: below the configured window width (B `menu_mobile`, A `menu_responsive`;
 * 0 = never) the body gets `menu_mobile` (B) or `responsive_menu` (A), updated on resize; A's body gets
 * `menu_relayout` outside it, below `menu_relayout`. B's CSS has no rule for `body.menu_mobile`:
 * core.init.js hides `header.top_panel_wrap` and shows `.header_mobile` by their inline display (and drops
 * `top_panel_fixed`), so this does too. On every page, whatever the widths, each `.top_panel_wrap` gets
 * `menu_show`: both generations' CSS shows `.menu_main_nav_area` only under it (the menu bar is hidden
 * until the theme's script has run).
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(body, { settings, signal }) {
    const doc = body.ownerDocument;
    const win = doc.defaultView;
    const panels = Array.from(doc.querySelectorAll<HTMLElement>('.top_panel_wrap')).filter((panel) => !panel.classList.contains('menu_show'));
    panels.forEach((panel) => panel.classList.add('menu_show'));
    const unshow = () => panels.forEach((panel) => panel.classList.remove('menu_show'));
    const width = settings.mobileWidth;
    if (!win || (!width && !settings.relayoutWidth)) return unshow;
    const b = settings.generation === 'B';
    const className = b ? 'menu_mobile' : 'responsive_menu';
    const hadClasses = [className, 'menu_relayout'].filter((name) => body.classList.contains(name));
    const headers = () => Array.from(doc.querySelectorAll<HTMLElement>('header.top_panel_wrap'));
    const mobileHeaders = () => Array.from(doc.querySelectorAll<HTMLElement>('.header_mobile'));
    const apply = () => {
      const mobile = !!width && win.innerWidth < width;
      if (!b) body.classList.toggle('menu_relayout', !mobile && win.innerWidth < settings.relayoutWidth);
      if (body.classList.contains(className) === mobile) return;
      body.classList.toggle(className, mobile);
      if (mobile) body.classList.remove('top_panel_fixed');
      if (!b) return;
      headers().forEach((header) => (header.style.display = mobile ? 'none' : ''));
      mobileHeaders().forEach((header) => (header.style.display = mobile ? 'block' : 'none'));
    };
    apply();
    win.addEventListener('resize', apply, { signal });
    return () => {
      for (const name of [className, 'menu_relayout']) body.classList.toggle(name, hadClasses.includes(name));
      unshow();
      if (b) [...headers(), ...mobileHeaders()].forEach((header) => header.style.removeProperty('display'));
    };
  },
});

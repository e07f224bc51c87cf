import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';

/**
 * The mobile layout: below the configured window width (B `menu_mobile`, A `menu_responsive`;
 * 0 = never) the body gets `menu_mobile` (B) or `responsive_menu` (A), updated on resize.
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(body, { settings, signal }) {
    const width = settings.mobileWidth;
    const win = body.ownerDocument.defaultView;
    if (!width || !win) return;
    const className = settings.generation === 'B' ? 'menu_mobile' : 'responsive_menu';
    const hadClass = body.classList.contains(className);
    const apply = () => {
      const mobile = win.innerWidth < width;
      if (body.classList.contains(className) !== mobile) body.classList.toggle(className, mobile);
    };
    apply();
    win.addEventListener('resize', apply, { signal });
    return () => body.classList.toggle(className, hadClass);
  },
});

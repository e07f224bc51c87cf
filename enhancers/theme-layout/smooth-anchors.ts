import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { documentTop, isMobileLayout, pageHeader } from './layout-state';
import { animateScroll, scrollDuration } from './smooth-scroll';

/** The element an in-page link points at, when the link is for this very page. */
export function inPageTarget(link: HTMLAnchorElement): HTMLElement | null {
  const doc = link.ownerDocument;
  const here = doc.location;
  if (link.hash.length < 2 || link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return null;
  let id = link.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  return doc.getElementById(id) ?? (doc.getElementsByName(id)[0] as HTMLElement | undefined) ?? null;
}

/**
 * In-page links of the page contents and the menus (`#toc`, `#menu_main`, `#menu_user`, `#menu_side`,
 * `#menu_footer`, `#menu_pushy`): scroll smoothly to the target (|Δ| / window height × 100 ms,
 * 400–1600 ms) less the admin bar and the fixed header, then put the hash in the address with
 * history.pushState (no reload, no jump) and move the focus to the target.
 */
export default defineEnhancerModule({
  settings: () => readThemeLayoutSettings(),
  mount(area, { settings, signal }) {
    const doc = area.ownerDocument;
    const win = doc.defaultView;
    if (!win) return;
    area.addEventListener(
      'click',
      (event) => {
        const mouse = event as MouseEvent;
        if (mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
        const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
        if (!link || !area.contains(link)) return;
        const target = inPageTarget(link);
        if (!target) return;
        event.preventDefault();
        const adminBar = doc.getElementById('wpadminbar')?.offsetHeight ?? 0;
        const header = settings.menuFixed && !isMobileLayout(doc) ? (pageHeader(doc)?.offsetHeight ?? 0) : 0;
        const to = Math.max(0, Math.round(documentTop(target) - adminBar - header));
        const hash = link.hash;
        animateScroll(win, to, scrollDuration(to - win.scrollY, win.innerHeight), () => {
          if (win.location.hash === hash) win.history.replaceState(win.history.state, '', hash);
          else win.history.pushState(null, '', hash);
          if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        });
      },
      { signal },
    );
  },
});

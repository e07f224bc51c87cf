import { writeCookie, readCookie } from '../../src/cookies';
import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';

/** True on high-density screens: devicePixelRatio above 1, or the 1.5 dppx media query. */
export function isRetina(win: Window): boolean {
  if ((win.devicePixelRatio ?? 1) > 1) return true;
  return win.matchMedia?.('(-webkit-min-device-pixel-ratio: 1.5), (min-resolution: 1.5dppx), (min-resolution: 144dpi)').matches ?? false;
}

/** B: on a high-density screen the cookie `{prefix}_retina=1` (365 days, `/`) tells the server to send large images. */
export default defineEnhancerModule({
  settings: () => findThemeStorage(),
  mount(body, { settings }) {
    const win = body.ownerDocument.defaultView;
    if (!settings || settings.generation !== 'B' || !win || !isRetina(win)) return;
    const name = `${settings.prefix}_retina`;
    if (readCookie(name) !== '1') writeCookie(name, '1');
  },
});

import { showPopupLater } from '../../../src/show-popup-later';

/** Shows the theme's warning popup; the popup (and Preact) load on first use only. */
export function showThemeWarning(message: string, report: (error: unknown) => void): void {
  showPopupLater({ type: 'warning', message }).catch(report);
}

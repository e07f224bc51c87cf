/**
 * Shows the theme's warning popup. The popup (and Preact) load on first use only, so widgets that
 * never fail never pay for it.
 */
export function showThemeWarning(message: string, report: (error: unknown) => void): void {
  import('../../../src/message-popup').then(({ showWarning }) => showWarning(message), report);
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** How long a call may take before visitors are told: the site's `window.wpEnhance.timeoutMs`, else 30 s. */
export function ajaxTimeoutMs(): number {
  const configured = Number(globalThis.window?.wpEnhance?.timeoutMs);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

// PHP prints notices and warnings (with display_errors on) in front of whatever the handler echoes.
const LEADING_NOTICES = /^(?:\s*<br\s*\/?>\s*<b>(?:Notice|Warning|Deprecated|Strict Standards)<\/b>:[^\n]*?<br\s*\/?>\s*)+/i;

/** The answer without the PHP notices in front of it: an HTML fragment is still usable behind them. */
export function withoutLeadingPhpNotices(body: string): string {
  return body.replace(LEADING_NOTICES, '');
}

// Value predicates of the SWV rules, as CF7 5.7.3 defines them (includes/validation-functions.php,
// WordPress is_email() and wp_allowed_protocols(); the client's includes/swv/js agrees). Values are trimmed.

/** WordPress is_email(): ≥ 6 characters, one "@" after the first, a dotted domain of letters, digits and inner hyphens. */
export function isEmail(text: string): boolean {
  const value = text.trim();
  if (value.length < 6) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..') || domain.startsWith('.') || domain.endsWith('.')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/** wp_allowed_protocols() of WordPress 6. */
export const ALLOWED_PROTOCOLS: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet',
  'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

/** A URL that parses and whose scheme is an allowed protocol. */
export function isUrl(text: string): boolean {
  const value = text.trim();
  if (value === '') return false;
  let scheme: string;
  try {
    scheme = new URL(value).protocol.replace(/:$/, '').toLowerCase();
  } catch {
    return false;
  }
  return ALLOWED_PROTOCOLS.includes(scheme);
}

/** Digits with an optional leading "+", once brackets, slashes, dots, stars, hashes, spaces and hyphens are dropped. */
export function isTel(text: string): boolean {
  return /^[+]?[0-9]+$/.test(text.trim().replace(/[()/.*#\s-]+/g, ''));
}

/** The HTML number syntax: an optional minus, digits and/or a fraction, an optional exponent. */
export function isNumber(text: string): boolean {
  const value = text.trim();
  return /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value) || /^-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value);
}

/** Y-m-d (a year of four or more digits) naming a real calendar day (PHP checkdate). */
export function isDate(text: string): boolean {
  const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text.trim());
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || year > 32767 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** UTF-16 code units, a CRLF counting as one (wpcf7_count_code_units; the browser's own length). */
export const countCodeUnits = (text: string): number => text.replace(/\r\n/g, '\n').length;

/** A threshold as a number, or undefined when it is not one (the rule then passes). */
export function thresholdNumber(threshold: number | string | undefined): number | undefined {
  if (typeof threshold === 'number') return Number.isFinite(threshold) ? threshold : undefined;
  return threshold !== undefined && isNumber(threshold) ? Number(threshold.trim()) : undefined;
}

const decodeValue = (raw: string): string => {
  const value = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    // Older theme code wrote cookies with escape(): %uXXXX and single-byte %E9 are not valid URI encoding.
    return unescape(value);
  }
};

/** Reads a cookie by its exact name (never a longer name ending the same way). */
export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (key.trim() === name) return decodeValue(separator < 0 ? '' : pair.slice(separator + 1));
  }
  return undefined;
}

/** What a masked nonce reads in saved files and reports: one fixed text, so two saves compare equal. */
export const MASKED = 'masked-nonce';

const NONCE_NAME = /nonce/i;
// Hidden fields that carry a nonce under another name (Booked's login and forgot-password forms: `security`).
const NONCE_FIELD = /nonce|^security$/i;

/**
 * Masks the nonces a page prints: values under a key holding "nonce" in its inline scripts
 * (`wp_localize_script` data: `ajax_nonce`, `ajaxNonce`, `locator_nonce`…), hidden fields named for one
 * (`_wpnonce`, `security`) and nonce parameters in its links. Returns the page and how many were masked.
 */
export function maskSecrets(html: string): { html: string; masked: number } {
  let masked = 0;
  const mask = () => {
    masked += 1;
    return MASKED;
  };
  const out = html
    .replace(/(<script\b(?![^>]*\ssrc\s*=)[^>]*>)([\s\S]*?)(<\/script>)/gi, (_match, open: string, code: string, close: string) =>
      open +
      code.replace(/(["']?)([\w$-]+)\1(\s*:\s*)(["'])((?:(?!\4)[^\\]|\\.)*)\4/g, (pair, keyQuote: string, key: string, colon: string, quote: string, value: string) =>
        NONCE_NAME.test(key) && value ? `${keyQuote}${key}${keyQuote}${colon}${quote}${mask()}${quote}` : pair) +
      close)
    .replace(/<input\b[^>]*>/gi, (input) => {
      const name = /\sname\s*=\s*["']([^"']*)["']/i.exec(input)?.[1] ?? '';
      if (!NONCE_FIELD.test(name)) return input;
      return input.replace(/(\svalue\s*=\s*)(["'])([^"']*)\2/i, (attribute, equals: string, quote: string, value: string) =>
        value ? `${equals}${quote}${mask()}${quote}` : attribute);
    })
    .replace(/([?&](?:amp;|#038;)?[\w-]*nonce[\w-]*=)([^&"'#\s<>]+)/gi, (_match, name: string) => name + mask());
  return { html: out, masked };
}

/**
 * What a reference in a page or a stylesheet points to, for naming and for what is fetched. A module script's
 * own imports are not in the page: `save` follows them (`moduleImports`).
 */
export type AssetKind = 'style' | 'script' | 'module' | 'image';

/** Gives the new text for a reference, or undefined to leave it as it is. */
export type Relink = (url: URL, kind: AssetKind) => string | undefined;

// WordPress prints `&#038;` (and sometimes `&amp;`) in attribute URLs.
const decodeUrlEntities = (text: string) => text.replace(/&#0?38;|&amp;/g, '&');

const resolve = (reference: string, base: string): URL | undefined => {
  const trimmed = decodeUrlEntities(reference.trim());
  if (!trimmed || /^(data|javascript|mailto|tel|about|blob):/i.test(trimmed) || trimmed.startsWith('#')) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const relinkOne = (reference: string, base: string, kind: AssetKind, relink: Relink): string => {
  const url = resolve(reference, base);
  return (url && relink(url, kind)) ?? reference;
};

// `a.jpg 1x, b.jpg 2x`: each candidate's URL, its descriptor kept.
const relinkSrcset = (value: string, base: string, relink: Relink): string =>
  value
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_match, space: string, url: string) => space + relinkOne(url, base, 'image', relink)))
    .join(',');

/** Relinks `url(…)` and `@import "…"` in a stylesheet (or a style attribute, or a `<style>` element). */
export function relinkCss(css: string, base: string, relink: Relink): string {
  return css
    // In a style attribute the quotes may be entities: url(&quot;…&quot;).
    .replace(/url\(\s*(&quot;|&#0?39;|["']|)((?:(?!\1\s*\))[^)])*)\1\s*\)/gi, (match, quote: string, url: string) => {
      const kind: AssetKind = /\.css(\?|$)/i.test(url) ? 'style' : 'image';
      const next = relinkOne(url, base, kind, relink);
      return next === url ? match : `url(${quote}${next}${quote})`;
    })
    .replace(/@import\s+(["'])([^"']+)\1/gi, (match, quote: string, url: string) => {
      const next = relinkOne(url, base, 'style', relink);
      return next === url ? match : `@import ${quote}${next}${quote}`;
    });
}

const ATTRIBUTE = /(\s)(src|href|srcset|data-src|style)(\s*=\s*)("([^"]*)"|'([^']*)')/gi;

const relinkTag = (tag: string, name: string, base: string, relink: Relink): string => {
  const rel = /\srel\s*=\s*["']?([^"'>]*)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
  const kindOf = (attribute: string): AssetKind | 'srcset' | 'css' | undefined => {
    if (attribute === 'style') return 'css';
    if (attribute === 'srcset') return name === 'img' || name === 'source' ? 'srcset' : undefined;
    if (name === 'script') return attribute === 'src' ? (/\stype\s*=\s*["']?module/i.test(tag) ? 'module' : 'script') : undefined;
    if (name === 'link') {
      if (attribute !== 'href') return undefined;
      return /\bstylesheet\b/.test(rel) ? 'style' : /\bicon\b/.test(rel) ? 'image' : undefined;
    }
    return attribute === 'src' || attribute === 'data-src' ? 'image' : undefined;
  };
  return tag.replace(ATTRIBUTE, (match, space: string, attribute: string, equals: string, quoted: string, double?: string, single?: string) => {
    const kind = kindOf(attribute.toLowerCase());
    if (!kind) return match;
    const value = double ?? single ?? '';
    const quote = quoted[0]!;
    const next =
      kind === 'srcset' ? relinkSrcset(value, base, relink) : kind === 'css' ? relinkCss(value, base, relink) : relinkOne(value, base, kind, relink);
    return next === value ? match : `${space}${attribute}${equals}${quote}${next}${quote}`;
  });
};

/**
 * Relinks what a page links for its look and its scripts: stylesheets (`link rel=stylesheet`), icons, scripts
 * (`script src`), images (`img`/`source` `src`, `srcset`, `data-src`), and `url(…)` in style attributes and
 * `<style>` elements. The rest of the page is left byte for byte as the server printed it.
 */
export function relinkHtml(html: string, base: string, relink: Relink): string {
  return html
    .replace(/<(link|script|img|source|div|section|span|a|li|body|header|footer)\b[^>]*>/gi, (tag, name: string) => relinkTag(tag, name.toLowerCase(), base, relink))
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_match, open: string, css: string, close: string) => open + relinkCss(css, base, relink) + close);
}

/** Every asset a page or a stylesheet links, without duplicates. */
export function collectAssets(text: string, base: string, css = false): Map<string, AssetKind> {
  const found = new Map<string, AssetKind>();
  const note: Relink = (url, kind) => {
    url.hash = '';
    if (!found.has(url.href)) found.set(url.href, kind);
    return undefined;
  };
  if (css) relinkCss(text, base, note);
  else relinkHtml(text, base, note);
  return found;
}

/**
 * The files a module names by relative path: its static and dynamic imports, and the lists of files a bundle
 * preloads with them (wp-enhance's module graph), all string literals such as `"./chunks/x.js"`.
 */
export function moduleImports(code: string, base: string): Map<string, AssetKind> {
  const found = new Map<string, AssetKind>();
  for (const [, path] of code.matchAll(/["'`](\.{1,2}\/[\w./-]+\.m?js)["'`]/g)) found.set(new URL(path!, base).href, 'module');
  return found;
}

import { handleMatcher, type HandleMap, type OnDemandMap } from './replaced-handles';

/** Where the enhanced side's page loads the bundle from (the check serves it from the package's dist/). */
export const BUNDLE_PATH = '/__wp-enhance/';

export interface Dequeued {
  handle: string;
  src: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>\s*/gi;
const idOf = (attributes: string) => /\sid\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
const srcOf = (attributes: string) => /\ssrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];

/**
 * The site's own copy of the bundle: the plugin's (`wp-enhance-js`, or `wp-enhance-js-module` as a script module
 * on WordPress 6.5+) or one added by hand (a module named `enhance.js`).
 */
export function isOwnBundle(attributes: string): boolean {
  const id = idOf(attributes);
  if (id === 'wp-enhance-js' || id === 'wp-enhance-js-module') return true;
  return /\stype\s*=\s*["']?module/i.test(attributes) && /(^|\/)enhance\.js(\?|$)/.test(srcOf(attributes) ?? '');
}

/**
 * The page as the plugin prints it with these families switched on: each replaced handle's file
 * (`<script id="<handle>-js" src>`) and its `after` scripts (they call the original code) taken out, its
 * localised data (`-js-extra`) and `before` scripts kept; the files of on-demand handles listed for the bundle
 * (`#wp-enhance-on-demand`, in the page's order); the site's own copy of the bundle, if any, replaced by this
 * package's, with the selection first in the head.
 */
export function enhancedHtml(
  html: string,
  handles: HandleMap,
  families: readonly string[],
  allFamilies: boolean,
  onDemand: OnDemandMap = {},
): { html: string; dequeued: Dequeued[] } {
  const replaced = handleMatcher(families.flatMap((family) => handles[family] ?? []));
  const dequeued: Dequeued[] = [];
  const onDemandFiles: { handle: string; src: string; kind: string }[] = [];
  let page = html.replace(SCRIPT, (tag, attributes: string) => {
    const id = idOf(attributes) ?? '';
    if (id === 'wp-enhance-selection' || id === 'wp-enhance-on-demand' || isOwnBundle(attributes)) return '';
    const file = /^(.+)-js$/.exec(id)?.[1];
    if (file && replaced(file) && srcOf(attributes)) {
      const src = srcOf(attributes)!.replace(/&#0?38;|&amp;/g, '&');
      dequeued.push({ handle: file, src });
      const kind = onDemand[file];
      if (kind) onDemandFiles.push({ handle: file, src, kind });
      return '';
    }
    const after = /^(.+)-js-after$/.exec(id)?.[1];
    return after && replaced(after) ? '' : tag;
  });
  const selection = allFamilies ? '{}' : JSON.stringify({ only: families });
  const head =
    `<script id="wp-enhance-selection">window.wpEnhance = Object.assign({}, window.wpEnhance, ${selection});</script>\n` +
    `<script type="module" id="wp-enhance-js" src="${BUNDLE_PATH}enhance.js"></script>\n`;
  page = /<head\b[^>]*>/i.test(page) ? page.replace(/<head\b[^>]*>/i, (open) => `${open}\n${head}`) : head + page;
  if (onDemandFiles.length > 0) {
    const list = `<script type="application/json" id="wp-enhance-on-demand">${JSON.stringify(onDemandFiles).replace(/</g, '\\u003c')}</script>\n`;
    page = /<\/body>/i.test(page) ? page.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${list}</body>`) : page + list;
  }
  return { html: page, dequeued };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { collectAssets, moduleImports, relinkCss, relinkHtml, type AssetKind } from './asset-refs';
import { CliError } from './cli-error';
import { fetchResource } from './fetch-resource';
import { localPathFor } from './local-path';
import { maskSecrets } from './mask-secrets';

export interface SaveOptions {
  url: string;
  dir: string;
  keepSecrets: boolean;
  timeoutMs: number;
  log: (line: string) => void;
}

/** What `save` wrote, and what `check` reads back from `wp-enhance-save.json`. */
export interface SavedPage {
  url: string;
  savedAt: string;
  page: 'index.html';
  secretsKept: boolean;
  noncesMasked: number;
  /** Local path → the URL it was saved from. */
  assets: Record<string, string>;
  /** URLs that could not be saved (left pointing at the site), each with why. */
  missing: Record<string, string>;
}

export const SAVE_MANIFEST = 'wp-enhance-save.json';
const MAX_ASSETS = 600;
const AT_ONCE = 6;

const looksLikeHtml = (contentType: string, body: Buffer) =>
  /text\/html|application\/xhtml/i.test(contentType) || /^\s*(<!doctype html|<html)/i.test(body.subarray(0, 200).toString('utf8'));

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  }));
}

/**
 * Saves what the server printed for a page (the HTML before any script ran, its inline globals included) and
 * the stylesheets, scripts and images it links, with the fonts and images those stylesheets link, made local.
 */
export async function savePage({ url, dir, keepSecrets, timeoutMs, log }: SaveOptions): Promise<SavedPage> {
  let pageUrl: URL;
  try {
    pageUrl = new URL(url);
  } catch {
    throw new CliError(`${url} is not a URL (give one such as https://example.com/booking/)`);
  }
  if (!/^https?:$/.test(pageUrl.protocol)) throw new CliError(`${url} is not an http or https URL`);
  const fetched = await fetchResource(pageUrl.href, timeoutMs);
  if (!looksLikeHtml(fetched.contentType, fetched.body)) {
    throw new CliError(`${fetched.url} answered ${fetched.contentType || 'something untyped'}, not an HTML page`);
  }
  const html = fetched.body.toString('utf8');
  const base = fetched.url;

  const local = new Map<string, string>();
  const missing: Record<string, string> = {};
  const place = (found: Map<string, AssetKind>, into: Map<string, AssetKind>) => {
    for (const [href, kind] of found) {
      if (local.has(href) || local.size >= MAX_ASSETS) continue;
      local.set(href, localPathFor(new URL(href), kind));
      into.set(href, kind);
    }
  };
  const bodies = new Map<string, Buffer | string>();
  let wave = new Map<string, AssetKind>();
  place(collectAssets(html, base), wave);
  // Stylesheets link fonts, images and other stylesheets, modules their imports: a wave per level.
  while (wave.size > 0) {
    const next = new Map<string, AssetKind>();
    await eachLimited([...wave], AT_ONCE, async ([href, kind]) => {
      try {
        const asset = await fetchResource(href, timeoutMs);
        if (kind === 'style') {
          const css = asset.body.toString('utf8');
          bodies.set(href, css);
          place(collectAssets(css, asset.url, true), next);
          return;
        }
        bodies.set(href, asset.body);
        // A module's files keep their places beside it, so its relative imports work from the saved copy.
        if (kind === 'module') place(moduleImports(asset.body.toString('utf8'), asset.url), next);
      } catch (error) {
        missing[href] = (error as Error).message;
      }
    });
    wave = next;
  }
  if (local.size >= MAX_ASSETS) log(`Saved the first ${MAX_ASSETS} assets only; the rest still point at the site.`);

  // A reference is relinked to its saved copy, relative to the file that holds it; one not saved keeps pointing
  // at the site, now with its full URL.
  const relinkFrom = (holder: string) => (target: URL) => {
    const path = bodies.has(target.href.replace(/#.*/, '')) ? local.get(target.href.replace(/#.*/, '')) : undefined;
    return path ? posix.relative(posix.dirname(holder), path) + target.hash : target.href;
  };
  mkdirSync(dir, { recursive: true });
  const write = (path: string, content: Buffer | string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  const assets: Record<string, string> = {};
  for (const [href, body] of bodies) {
    const path = local.get(href)!;
    write(path, typeof body === 'string' ? relinkCss(body, href, relinkFrom(path)) : body);
    assets[path] = href;
  }
  const relinked = relinkHtml(html, base, relinkFrom('index.html'));
  const { html: page, masked } = keepSecrets ? { html: relinked, masked: 0 } : maskSecrets(relinked);
  write('index.html', page);
  const saved: SavedPage = {
    url: base, savedAt: new Date().toISOString(), page: 'index.html', secretsKept: keepSecrets, noncesMasked: masked, assets, missing,
  };
  write(SAVE_MANIFEST, `${JSON.stringify(saved, null, 1)}\n`);

  log(`Saved ${base} to ${join(dir, 'index.html')} with ${bodies.size} files (styles, scripts, images, fonts).`);
  for (const [href, why] of Object.entries(missing)) log(`  not saved (still points at the site): ${href}: ${why}`);
  log(keepSecrets
    ? 'Secrets kept as asked (--keep-secrets): the saved page holds the nonces the server printed. No cookies were sent or saved.'
    : `Secrets: ${masked} nonce${masked === 1 ? '' : 's'} masked as "masked-nonce" (--keep-secrets keeps them). No cookies were sent or saved.`);
  return saved;
}

import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { AssetKind } from './asset-refs';

const EXTENSION: Partial<Record<AssetKind, string>> = { style: '.css', script: '.js' };

/**
 * Where a saved asset goes, relative to the saved folder: `assets/<host>/<path>`. A query (WordPress' `?ver=`)
 * becomes part of the name, so two versions of one file do not overwrite each other; a stylesheet or script
 * keeps an extension that a static server types right.
 */
export function localPathFor(url: URL, kind: AssetKind): string {
  const safe = (segment: string) => segment.replace(/[^\w.@+-]/g, '_').replace(/^\.+/, '_') || '_';
  const segments = decodeURIComponent(url.pathname).split('/').filter(Boolean).map(safe);
  if (url.pathname.endsWith('/') || segments.length === 0) segments.push('index');
  let name = segments.pop()!;
  const wanted = EXTENSION[kind];
  const extension = posix.extname(name);
  if (url.search) {
    const hash = createHash('sha256').update(url.search).digest('hex').slice(0, 8);
    name = `${posix.basename(name, extension)}-${hash}${extension}`;
  }
  if (wanted && posix.extname(name).toLowerCase() !== wanted) name += wanted;
  return ['assets', safe(url.host), ...segments, name].join('/');
}

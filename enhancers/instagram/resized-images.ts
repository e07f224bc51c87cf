import type { ImageUrls } from './image-size';

/** A resize record: `{id, ratio, sizes: {full, low, thumb}}`, or `pending`/`video`/`{id: "error"}`. */
export type ResizedEntry = { id?: unknown; ratio?: unknown; sizes?: Record<string, unknown> } | string;
export type ResizedImages = Record<string, ResizedEntry>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds the answer's records to the feed's map (a newer record for an id replaces the older). */
export function mergeResizedImages(target: ResizedImages, added: unknown): ResizedImages {
  if (!isRecord(added)) return target;
  for (const [id, entry] of Object.entries(added)) {
    if (typeof entry === 'string' || isRecord(entry)) target[id] = entry as ResizedEntry;
  }
  return target;
}

/** The map a feed prints in `.sbi_resized_image_data[data-resized]` (only when it is a JSON object), else undefined. */
export function parseResizedAttribute(text: string | null): ResizedImages | undefined {
  if (!text || !text.startsWith('{"')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? (value as ResizedImages) : undefined;
  } catch {
    return undefined;
  }
}

const NOT_READY = new Set(['pending', 'video', 'error']);

/**
 * getImageUrls: the sizes from `data-img-src-set` (none without consent, unless `overrideBlockCDN`), with
 * the locally resized copies (`resized_url` + record id + `full|low|thumb.jpg`) in their place when the
 * server has them; `favorLocal` fills a missing size from a neighbour. `needsResizing` when the server has
 * no record for the item yet (a `pending`, `video` or `error` record is not asked for again).
 */
export function imageUrls(input: {
  srcSetText: string | null;
  id: string;
  resized: ResizedImages;
  resizedUrl: string;
  cdnAllowed: boolean;
  favorLocal: boolean;
}): { urls: ImageUrls; needsResizing: boolean } {
  let urls: ImageUrls = {};
  if (input.cdnAllowed && input.srcSetText) {
    try {
      const parsed: unknown = JSON.parse(input.srcSetText.replace(/\\\//g, '/'));
      if (isRecord(parsed)) {
        for (const key of ['d', '150', '320', '640'] as const) {
          if (typeof parsed[key] === 'string') urls[(key === 'd' ? 'd' : Number(key)) as keyof ImageUrls] = parsed[key] as string;
        }
      }
    } catch {
      urls = {};
    }
  }
  const entry = input.resized[input.id];
  if (entry === undefined) return { urls, needsResizing: true };
  if (typeof entry === 'string' || NOT_READY.has(String(entry.id))) return { urls, needsResizing: false };
  const sizes = isRecord(entry.sizes) ? entry.sizes : undefined;
  if (!sizes) return { urls, needsResizing: false };
  const local = (name: string) => `${input.resizedUrl}${String(entry.id)}${name}.jpg`;
  const found = { 640: 'full' in sizes, 320: 'low' in sizes, 150: 'thumb' in sizes };
  if (found[640]) urls[640] = local('full');
  if (found[320]) urls[320] = local('low');
  if (found[150]) urls[150] = local('thumb');
  if (input.favorLocal) {
    if (!found[640] && found[320]) urls[640] = local('low');
    if (!found[320]) {
      if (found[640]) urls[320] = local('full');
      else if (found[150]) urls[320] = local('thumb');
    }
    if (!found[150]) {
      if (found[320]) urls[150] = local('low');
      else if (found[640]) urls[150] = local('full');
    }
  }
  return { urls, needsResizing: false };
}

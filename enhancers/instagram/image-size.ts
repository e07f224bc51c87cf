/** The sizes Smash Balloon stores and serves. */
export const IMAGE_SIZES = [150, 320, 640] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/**
 * sbi-scripts.js getBestResolutionForAuto: the column width times the aspect ratio (at least 1), rounded up
 * to tens (doubled for a highlighted item), then the first stored size above it unless it is one exactly.
 */
export function bestWidthForAuto(columnWidth: number, aspectRatio: number, highlighted = false): number {
  const ratio = Number.isNaN(aspectRatio) || aspectRatio < 1 ? 1 : aspectRatio;
  let rounded = Math.ceil((columnWidth * ratio) / 10) * 10;
  if (highlighted) rounded *= 2;
  if (!(IMAGE_SIZES as readonly number[]).includes(rounded)) rounded = IMAGE_SIZES.find((size) => size > rounded) ?? rounded;
  return rounded;
}

/** The sizes `data-res` can fix. */
const FIXED_SIZES: Partial<Record<string, ImageSize>> = { thumb: 150, medium: 320, full: 640 };

/** The size to show for `data-res`: thumb 150, medium 320, full 640, else (`auto`) the best for the column. */
export function chosenSize(imgRes: string, columnWidth: number, aspectRatio: number, highlighted = false): ImageSize {
  const fixed = FIXED_SIZES[imgRes];
  if (fixed) return fixed;
  const best = bestWidthForAuto(Math.max(1, columnWidth), aspectRatio, highlighted);
  return best === 150 || best === 320 ? best : 640;
}

/** `current_resolution` after a re-layout (setImageResolution): `auto`, or the fixed size of `data-res`. */
export const resolutionSetting = (imgRes: string): 'auto' | ImageSize => (imgRes === 'auto' ? 'auto' : (FIXED_SIZES[imgRes] ?? 640));

/** An item's image URLs by size (`d` is Instagram's default), as getImageUrls builds them. */
export type ImageUrls = Partial<Record<ImageSize | 'd', string>>;

/**
 * Which URL to show now, or undefined to leave the image as it is (maybeRaiseSingleImageResolution): a
 * larger size than the current one, any size over the placeholder, or the first choice at start (`force`).
 */
export function imageToShow(input: {
  urls: ImageUrls;
  currentUrl: string;
  placeholder: string;
  imgRes: string;
  columnWidth: number;
  aspectRatio: number;
  force: boolean;
  highlighted?: boolean;
}): string | undefined {
  const { urls, currentUrl, placeholder } = input;
  let force = input.force;
  let currentSize = 150;
  for (const size of IMAGE_SIZES) {
    if (urls[size] === currentUrl) {
      currentSize = size;
      force = false; // already a real source: keep it unless a larger one is due
    }
  }
  if (urls.d !== undefined && urls.d === currentUrl) force = false;
  const ratio = currentUrl === placeholder ? 1 : input.aspectRatio;
  const size = chosenSize(input.imgRes, input.columnWidth, ratio, input.highlighted);
  if (!(size > currentSize || currentUrl === placeholder || force)) return undefined;
  const url = urls[size]?.split('?ig_cache_key')[0];
  return url && url !== currentUrl ? url : undefined;
}

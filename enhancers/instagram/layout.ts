import { columnCount, firstExtraItem, sizeClass } from './columns';
import type { FeedState } from './feed-state';
import { imageToShow, resolutionSetting } from './image-size';
import { imageUrls } from './resized-images';

// The feed's layout as sbi-scripts.js sets it, on the feed's own elements only (defect 5): plain DOM, shared
// by the at-rest part (before the reveal) and the component (load more, resize, a hidden feed shown).

const items = (state: FeedState, selector = '.sbi_item'): HTMLElement[] => [...state.el.querySelectorAll<HTMLElement>(selector)];

const columnsNow = (state: FeedState): number =>
  columnCount(state.el.ownerDocument.defaultView?.innerWidth ?? 0, {
    ...state.settings,
    mobileAuto: state.el.classList.contains('sbi_mob_col_auto'),
  });

/** Items beyond `data-num` (`data-nummobile` under 480 px) get `sbi_num_diff_hide`. */
export function hideExtraItems(state: FeedState): void {
  const all = items(state);
  const win = state.el.ownerDocument.defaultView as (Window & { sbi_preview_device?: unknown }) | null;
  const width = state.el.ownerDocument.documentElement.clientWidth;
  const from = firstExtraItem(all.length, width, state.settings.num, state.settings.numMobile, win?.sbi_preview_device === 'mobile');
  if (from >= 0) for (const item of all.slice(from)) item.classList.add('sbi_num_diff_hide');
}

/** Square photos: every `.sbi_photo` as high as the first one is wide (left alone while the feed has no width). */
export function setImageHeight(state: FeedState): void {
  const photos = items(state, '.sbi_photo');
  const width = photos[0]?.clientWidth ?? 0;
  if (width > 0) for (const photo of photos) photo.style.height = `${width}px`;
}

/** `sbi_small` / `sbi_medium` on the feed from its column width (left alone while the feed has no width). */
export function setImageSizeClass(state: FeedState): void {
  const feed = state.el;
  const width = feed.clientWidth;
  if (width <= 0) return;
  const images = feed.querySelector('[id="sbi_images"]');
  let padding = 0;
  if (images) {
    const style = getComputedStyle(images);
    const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
    padding = Math.trunc(sides.reduce((sum, side) => sum + (parseFloat(style[side]) || 0), 0)) / 2;
  }
  const cols = columnsNow(state) || 1;
  const found = sizeClass((width - padding * (cols + 2)) / cols);
  feed.classList.remove('sbi_small', 'sbi_medium');
  if (found) feed.classList.add(found);
}

/** One item's best image (maybeRaiseSingleImageResolution), as `img src` and the photo's background. */
function raiseItem(state: FeedState, item: HTMLElement, force: boolean): void {
  const photo = item.querySelector<HTMLElement>('.sbi_photo');
  const img = item.querySelector<HTMLImageElement>('.sbi_photo img');
  if (!photo) return;
  const id = item.id.replace('sbi_', '');
  const { urls, needsResizing } = imageUrls({
    srcSetText: photo.getAttribute('data-img-src-set'),
    id,
    resized: state.resizedImages,
    resizedUrl: state.pageSettings.resizedUrl,
    cdnAllowed: state.settings.consentGiven || state.settings.overrideBlockCDN,
    favorLocal: state.settings.favorLocal,
  });
  if (needsResizing && !state.needsResizing.includes(id)) state.needsResizing.push(id);
  if (item.classList.contains('sbi_no_resraise') || item.classList.contains('sbi_had_error') || !img) return;
  if (Object.keys(urls).length === 0) return;
  if (urls[640]) photo.setAttribute('data-full-res', urls[640]);
  const currentUrl = img.getAttribute('src') ?? '';
  const url = imageToShow({
    urls,
    currentUrl,
    placeholder: state.pageSettings.placeholder,
    imgRes: state.settings.imgRes,
    columnWidth: photo.clientWidth,
    aspectRatio: img.naturalHeight ? img.naturalWidth / img.naturalHeight : NaN,
    force,
    highlighted: item.classList.contains('sbi_highlighted'),
  });
  if (!url) return;
  img.setAttribute('src', url);
  photo.style.backgroundImage = `url("${url}")`;
}

/** maybeRaiseImageResolution: the new items (`sbi_new`) or all; hidden extra items wait until shown. */
export function raiseImages(state: FeedState, justNew = false): void {
  const force = !state.isInitialized;
  for (const item of items(state, justNew ? '.sbi_item.sbi_new' : '.sbi_item')) {
    if (!item.classList.contains('sbi_num_diff_hide') && item.querySelector('.sbi_photo[data-img-src-set]')) raiseItem(state, item, force);
  }
  state.isInitialized = true;
}

/**
 * The photos filled the way imgLiquid does where `background-size` works: the image as the photo's
 * background (cover, centred), the `img` itself hidden, `sbi_imgLiquid_bgSize sbi_imgLiquid_ready`;
 * `sbi_imgLiquid_error` on a photo without an image.
 */
export function fillPhotos(state: FeedState): void {
  for (const reader of items(state, '.sbi-screenreader img')) reader.remove();
  for (const photo of items(state, '.sbi_photo')) {
    const img = photo.querySelector('img');
    if (!img) {
      photo.classList.add('sbi_imgLiquid_error');
      continue;
    }
    const src = encodeURI(img.getAttribute('src') ?? '');
    if (!photo.style.backgroundImage.includes(src)) photo.style.backgroundImage = `url("${src}")`;
    Object.assign(photo.style, { backgroundSize: 'cover', backgroundPosition: 'center center', backgroundRepeat: 'no-repeat' });
    img.style.display = 'none';
    photo.classList.add('sbi_imgLiquid_bgSize', 'sbi_imgLiquid_ready');
  }
}

/** What new items need before they are revealed (beforeNewImagesRevealed and the image fill). */
export function prepareNewItems(state: FeedState): void {
  setImageHeight(state);
  raiseImages(state, true);
  setImageSizeClass(state);
  fillPhotos(state);
}

/** The re-layout after a resize, a resize answer, a consent change or a hidden feed shown (afterResize). */
export function relayout(state: FeedState): void {
  setImageHeight(state);
  state.imageResolution = resolutionSetting(state.settings.imgRes);
  raiseImages(state);
  setImageSizeClass(state);
  fillPhotos(state);
}

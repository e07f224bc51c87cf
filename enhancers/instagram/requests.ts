import { postAjax } from '../../src/ajax';
import { logFailure } from '../../src/log-failure';
import type { FeedState } from './feed-state';
import { feedLocation } from './location';
import { locatorFields, resizeFields } from './request-fields';
import { mergeResizedImages } from './resized-images';

const itemCount = (state: FeedState): number => state.el.querySelectorAll('.sbi_item').length;

/**
 * After a reveal: the ids that still need resizing go to `sbi_resized_images_submit` (each id once; the
 * answer's records are merged, then `onResized` runs), or else `sbi_do_locator` when the feed has the
 * `locator` flag. Nobody asked for either, so a failure is only logged; failed ids are asked again next time.
 */
export async function reportImages(state: FeedState, signal: AbortSignal, onResized: () => void): Promise<void> {
  const location = feedLocation(state.el);
  if (state.needsResizing.length > 0 && state.settings.resizingEnabled) {
    const ids = state.needsResizing.splice(0);
    const fields = resizeFields(state.settings, { ids, offset: itemCount(state), location });
    const result = await postAjax<string>({ url: state.pageSettings.ajaxUrl, action: 'sbi_resized_images_submit', fields, expect: 'text', signal });
    if (!result.ok) {
      for (const id of ids) if (!state.needsResizing.includes(id)) state.needsResizing.push(id);
      logFailure('sbi_resized_images_submit', result.failure);
      return;
    }
    const text = result.data.trim();
    if (text.startsWith('{')) {
      try {
        mergeResizedImages(state.resizedImages, JSON.parse(text));
      } catch {
        logFailure('sbi_resized_images_submit', { kind: 'unparseable', status: result.status, body: text });
      }
    }
    onResized();
  } else if (state.settings.locator) {
    const result = await postAjax({ url: state.pageSettings.ajaxUrl, action: 'sbi_do_locator', fields: locatorFields(state.settings, location), expect: 'text', signal });
    if (!result.ok) logFailure('sbi_do_locator', result.failure);
  }
}

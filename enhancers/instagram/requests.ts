import { ajaxBody } from '../../src/form-encode';
import { logFailure } from '../../src/log-failure';
import { adminAjaxRefusal, postForm } from '../../src/transport';
import type { FeedState } from './feed-state';
import { feedLocation } from './location';
import { locatorFields, resizeFields } from './request-fields';
import { mergeResizedImages } from './resized-images';

const itemCount = (state: FeedState): number => state.el.querySelectorAll('.sbi_item').length;

/** A report as the original's `$.ajax` sends it; its answer's text (trimmed), or undefined after logging what went wrong. */
async function sendReport(state: FeedState, action: string, fields: ReturnType<typeof locatorFields>, signal: AbortSignal): Promise<string | undefined> {
  const sent = await postForm(state.pageSettings.ajaxUrl, ajaxBody({ action, fields }), { signal });
  if (!sent.ok) return void logFailure(action, sent.failure);
  // WordPress's own refusals (`0`, `-1`) count as failures too, so the ids are asked for again.
  const refused = adminAjaxRefusal(sent.status, sent.body);
  if (refused) return void logFailure(action, refused);
  return sent.body.trim();
}

/**
 * After a reveal: the ids that still need resizing go to `sbi_resized_images_submit` (each id once; the
 * answer's records are merged, then `onResized` runs), or else `sbi_do_locator` when the feed has the
 * `locator` flag. Nobody asked for either, so a failure is only logged (nothing shown, as the original's
 * answer is never shown either); failed ids are asked again next time. The reports need no answer
 * classification, so they go through the transport alone, not the ajax client.
 */
export async function reportImages(state: FeedState, signal: AbortSignal, onResized: () => void): Promise<void> {
  const location = feedLocation(state.el);
  if (state.needsResizing.length > 0 && state.settings.resizingEnabled) {
    const ids = state.needsResizing.splice(0);
    const answer = await sendReport(state, 'sbi_resized_images_submit', resizeFields(state.settings, { ids, offset: itemCount(state), location }), signal);
    if (answer === undefined) {
      for (const id of ids) if (!state.needsResizing.includes(id)) state.needsResizing.push(id);
      return;
    }
    if (answer.startsWith('{')) {
      try {
        mergeResizedImages(state.resizedImages, JSON.parse(answer));
      } catch {
        logFailure('sbi_resized_images_submit', { kind: 'unparseable', body: answer });
      }
    }
    onResized();
  } else if (state.settings.locator) {
    await sendReport(state, 'sbi_do_locator', locatorFields(state.settings, location), signal);
  }
}

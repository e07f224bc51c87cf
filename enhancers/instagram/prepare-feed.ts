import type { EnhancerModule } from '../../src/enhancer';
import { triggerLegacyEventWith } from '../../src/legacy-events';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { consentGiven } from './consent';
import { readFeedOptions } from './feed-options';
import { createFeedState, feedState, type FeedState } from './feed-state';
import { hideExtraItems, prepareNewItems } from './layout';
import { installLegacyApi, registerFeed } from './legacy-api';
import { parseResizedAttribute, type ResizedImages } from './resized-images';

/** checkConsent, with its `sbicheckconsent` event (listeners may read `event.feed`). */
export function checkConsent(state: FeedState, win: Window = window): boolean {
  if (state.settings.consentGiven || !state.settings.gdpr) return (state.settings.consentGiven = true);
  state.settings.consentGiven = consentGiven(win, true);
  triggerLegacyEventWith(win, 'sbicheckconsent', { feed: state });
  return state.settings.consentGiven;
}

function readResizedImages(feed: HTMLElement, win: Window): ResizedImages {
  const data = feed.querySelector('.sbi_resized_image_data');
  const parsed = parseResizedAttribute(data?.getAttribute('data-resized') ?? null);
  if (parsed) {
    data!.remove();
    return parsed;
  }
  const printed = (win as Window & { sbiresizedImages?: unknown }).sbiresizedImages;
  return typeof printed === 'object' && printed !== null ? { ...(printed as ResizedImages) } : {};
}

/**
 * A feed as sbi-scripts.js leaves it at start, before its reveal (contract plugins.md §B.5): `data-sbi-index`,
 * the no-JS leftovers gone, the resized-image map read, consent asked, `#sbi_mod_error` at the top, the
 * extra items hidden, square photos, the size class, the best images filled in; `sbiafterfeedcreate`.
 * Everything on this feed's own elements. Done once per feed: the component adopts the state.
 */
export function prepareFeed(feed: HTMLElement, settings: InstagramSettings, win: Window = window): FeedState {
  const existing = feedState(feed);
  if (existing) return existing;
  installLegacyApi(settings, win);
  const options = readFeedOptions(feed);
  const state = createFeedState(feed, settings, { ...options, consentGiven: false });
  feed.setAttribute('data-sbi-index', String(state.index + 1));
  feed.querySelectorAll('.sbi_no_js_error_message').forEach((message) => message.remove());
  for (const element of [feed, ...feed.querySelectorAll('.sbi_no_js')]) element.classList.remove('sbi_no_js');
  if (options.testAjax) {
    (win as Window & { sbi?: { triggeredTest?: boolean } }).sbi!.triggeredTest = true;
    // A diagnostic flag, rarely set: its request code is fetched only then.
    void import('./ajax-test').then((test) => test.default(settings.ajaxUrl));
  }
  registerFeed(state, settings, win);
  state.resizedImages = readResizedImages(feed, win);
  checkConsent(state, win);
  if (feed.querySelector('.sbi_photo')?.parentElement?.matches('p')) feed.classList.add('sbi_no_autop');
  const modError = feed.querySelector('[id="sbi_mod_error"]');
  if (modError) feed.prepend(modError);
  if (!options.ajaxPostLoad) {
    hideExtraItems(state);
    prepareNewItems(state);
  }
  triggerLegacyEventWith(win, 'sbiafterfeedcreate', { feed: state });
  return state;
}

/**
 * The feed at rest (plain DOM, at ready): what must be right before anything else, with neither UI nor state
 * of its own. Its module is this file, so the at-rest part is one chunk with what it runs.
 */
const feedAtRest: EnhancerModule<InstagramSettings> = {
  settings: () => readInstagramSettings(),
  mount(element, { settings }) {
    prepareFeed(element as HTMLElement, settings);
  },
};

export default feedAtRest;

import type { InstagramSettings } from '../../src/settings-plugins';
import type { FeedOptions } from './feed-options';
import type { ImageSize } from './image-size';
import type { ResizedImages } from './resized-images';

/**
 * One feed's state, shared by its at-rest part and its component (both import this module). It is also the
 * feed object third-party code sees in `window.sbi.feeds[i]` and in `event.feed`: `el`, `index`, `settings`.
 */
export interface FeedState {
  el: HTMLElement;
  /** 0-based, in the order feeds were created (`data-sbi-index` is this + 1). */
  index: number;
  settings: FeedOptions & { consentGiven: boolean };
  /** The page-wide `sb_instagram_js_options`. */
  pageSettings: InstagramSettings;
  resizedImages: ResizedImages;
  /** Ids the server has no resize record for and has not been asked about yet. */
  needsResizing: string[];
  /** `current_resolution`: 150 until a re-layout sets `auto` or the fixed size. */
  imageResolution: 'auto' | ImageSize;
  /** The number of the last page asked for (1 = the page printed). */
  page: number;
  /** The first image choice has been made (later ones only raise). */
  isInitialized: boolean;
  /** The feed had no box when it was prepared (in a closed tab): it is laid out again once shown. */
  preparedHidden: boolean;
  /** The seen part (feed-seen.ts: first reveal, hover fade, re-layouts, consent watch) is running for this feed. */
  seen: boolean;
}


const feeds = new WeakMap<Element, FeedState>();
let created = 0;

export const feedState = (element: Element): FeedState | undefined => feeds.get(element);

export function createFeedState(el: HTMLElement, page: InstagramSettings, settings: FeedState['settings']): FeedState {
  const state: FeedState = {
    el,
    index: created++,
    settings,
    pageSettings: page,
    resizedImages: {},
    needsResizing: [],
    imageResolution: 150,
    page: 1,
    isInitialized: false,
    preparedHidden: el.getClientRects().length === 0,
    seen: false,
  };
  feeds.set(el, state);
  return state;
}

/** For tests: feeds created later count from 1 again. */
export const forgetFeeds = (): void => {
  created = 0;
};

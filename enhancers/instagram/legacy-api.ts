import type { InstagramSettings } from '../../src/settings-plugins';
import type { FeedState } from './feed-state';
import { relayout } from './layout';

interface SbiGlobals {
  sbi?: { feeds: Record<number, FeedState>; options: unknown; triggeredTest?: boolean };
  sbi_init?: () => void;
  sbiajaxurl?: unknown;
  sb_instagram_js_options?: unknown;
}

const live = new Set<FeedState>();

/**
 * The original's globals (contract plugins.md §B.1): `window.sbi` (`feeds` by index, `options`),
 * `window.sbi_init()` and `window.sbiajaxurl`. Feeds inserted later are found by the lifecycle, so
 * `sbi_init()` lays out again the feeds already running (what a caller that changed the page wants).
 */
export function installLegacyApi(settings: InstagramSettings, win: Window = window): NonNullable<SbiGlobals['sbi']> {
  const page = win as Window & SbiGlobals;
  if (!page.sbi || typeof page.sbi !== 'object' || !page.sbi.feeds) page.sbi = { feeds: {}, options: page.sb_instagram_js_options };
  if (page.sbiajaxurl === undefined) page.sbiajaxurl = settings.ajaxUrl;
  if (typeof page.sbi_init !== 'function') {
    page.sbi_init = () => {
      for (const state of live) if (state.el.isConnected) relayout(state);
    };
  }
  return page.sbi;
}

/** Lists the feed in `window.sbi.feeds` under its index. */
export function registerFeed(state: FeedState, settings: InstagramSettings, win: Window = window): void {
  installLegacyApi(settings, win).feeds[state.index] = state;
  live.add(state);
}

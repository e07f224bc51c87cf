import { wakeEnhancers, type EnhancerModule } from '../../src/enhancer';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { seeFeed } from './feed-seen';
import { prepareFeed } from './prepare-feed';

/**
 * A Smash Balloon feed once seen (plain DOM, at visible): its first reveal, hover fade, re-layouts, resize
 * and locator reports and consent watch (feed-seen.ts). The component (feed.tsx, at interaction) has the
 * UI: Load More. An `ajaxPostLoad` feed shows its first items through the component's first load, so it is
 * woken at once.
 */
const feedSeenPart: EnhancerModule<InstagramSettings> = {
  settings: () => readInstagramSettings(),
  mount(element, { settings, signal, report }) {
    const state = prepareFeed(element as HTMLElement, settings);
    seeFeed(state, signal, report);
    if (state.settings.ajaxPostLoad) wakeEnhancers(element);
  },
};

export default feedSeenPart;

import type { EnhancerModule } from '../../src/enhancer';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { prepareFeed } from './prepare-feed';

/**
 * A Smash Balloon feed at rest (plain DOM, at ready): what must be right before anything else, with neither
 * UI nor state of its own (prepare-feed.ts). The feed's component (feed.tsx) mounts when the feed is seen
 * and reveals the items, and adopts this state.
 */
const feedAtRest: EnhancerModule<InstagramSettings> = {
  settings: () => readInstagramSettings(),
  mount(element, { settings }) {
    prepareFeed(element as HTMLElement, settings);
  },
};

export default feedAtRest;

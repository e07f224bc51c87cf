import { defineEnhancerModule } from '../../src/enhancer';
import { loadOnDemand } from '../../src/on-demand-scripts';

/**
 * A starter whose whole job is to load the original files of a kind the plugin made on demand (handles.php), when
 * their markup is on the page: the files start themselves when they run, as they did at ready. jQuery comes first
 * where the page had none and they need it.
 * - `media`: WordPress's own `[audio]` and `[video]`, which wp-mediaelement starts;
 * - `share`: the social share buttons, whose counters the theme's social-share.js fetches;
 * - `reviews`: the reviews' rating editor, which core.reviews.js starts.
 */
export const loadsOnDemand = (kind: string) =>
  defineEnhancerModule({
    mount(element) {
      return loadOnDemand(kind, element.ownerDocument);
    },
  });

import { defineEnhancerModule } from '../../src/enhancer';
import { loadOnDemand } from '../../src/on-demand-scripts';

/**
 * WordPress's own `[audio]` and `[video]`: wp-mediaelement starts them when its file runs. Where the plugin made
 * MediaElement's files on demand (handles.php), they load when such media is on the page.
 */
export default defineEnhancerModule({
  mount(element) {
    return loadOnDemand('media', element.ownerDocument);
  },
});

import { defineEnhancerModule } from '../../src/enhancer';
import { callPlugin } from './jquery-plugin';

/** A portfolio item with the direction-aware hover (`effect_dir`) starts the theme's hoverdir, as core.init.js did. */
export default defineEnhancerModule({
  mount(element) {
    if (element.classList.contains('inited')) return;
    if (callPlugin(element, 'hoverdir')) element.classList.add('inited');
  },
});

import { defineEnhancerModule } from '../../src/enhancer';
import { callPlugin } from './jquery-plugin';

/** A section with a YouTube background (`.video_background[data-youtube-code]`) starts tubular, as core.init.js did. */
export default defineEnhancerModule({
  mount(element) {
    const videoId = element.getAttribute('data-youtube-code');
    if (videoId) callPlugin(element, 'tubular', { videoId });
  },
});

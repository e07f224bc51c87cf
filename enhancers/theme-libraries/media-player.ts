import { defineEnhancerModule } from '../../src/enhancer';
import { afterOnDemand } from '../../src/on-demand-scripts';
import { callPlugin } from './jquery-plugin';

interface MejsGlobal {
  MepDefaults?: { enableAutosize?: boolean };
  MediaElementDefaults?: { enableAutosize?: boolean };
}

interface MediaElementInstance {
  pluginType?: string;
  attributes?: Record<string, unknown>;
  addEventListener(type: string, listener: () => void, capture?: boolean): void;
  play(): void;
}

/** Media another player owns, which core.init.js leaves alone. */
function ownedElsewhere(media: Element): boolean {
  return (
    !!media.closest('.mejs-mediaelement, .wp-block-video, .elementor-background-video-container') ||
    media.classList.contains('wp-block-cover__video-background') ||
    !!media.parentElement?.classList.contains('wp-playlist')
  );
}

const attributeOn = (value: unknown): boolean => !!value && value !== 'false';

/**
 * `[trx_audio]`, `[trx_video]` and other media the theme prints get MediaElement's player, with the settings of
 * `{p}_init_media_elements` (core.init.js, both generations); once it is ready the shortcode's wrapper is shown
 * (`inited sc_show`).
 */
export default defineEnhancerModule({
  mount(element) {
    return afterOnDemand('media', element, startPlayer);
  },
});

function startPlayer(element: Element): void {
  const win = element.ownerDocument.defaultView as (Window & { mejs?: MejsGlobal }) | null;
  const mejs = win?.mejs;
  if (!mejs || ownedElsewhere(element)) return;
  if (mejs.MepDefaults) mejs.MepDefaults.enableAutosize = false;
  if (mejs.MediaElementDefaults) mejs.MediaElementDefaults.enableAutosize = false;
  callPlugin(element, 'mediaelementplayer', {
    enableAutosize: true,
    videoWidth: -1,
    videoHeight: -1,
    audioWidth: '100%',
    audioHeight: 30,
    success(media: MediaElementInstance) {
      if (media.pluginType === 'flash') {
        if (attributeOn(media.attributes?.['autoplay'])) media.addEventListener('canplay', () => media.play(), false);
        if (attributeOn(media.attributes?.['loop'])) media.addEventListener('ended', () => media.play(), false);
      }
      let parent = element.parentElement;
      for (; parent; parent = parent.parentElement) if (parent.matches('.sc_audio, .sc_video')) parent.classList.add('inited', 'sc_show');
    },
  });
}

import { defineEnhancerModule } from '../../src/enhancer';

/** Width / height from `data-ratio="16:9"` (on the element or an ancestor); 16:9 when missing or invalid. */
export function videoRatio(element: Element): number {
  const [width, height] = (element.closest('[data-ratio]')?.getAttribute('data-ratio') ?? '').split(':').map(Number);
  return width && height && width > 0 && height > 0 ? width / height : 16 / 9;
}

/**
 * Embedded videos (`video[data-ratio]`, YouTube/Vimeo iframes, `.sc_video_frame` posters) keep their
 * ratio (default 16:9): the height follows the width, also after resizes and when a hidden container
 * is revealed (a zero width is left alone).
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const media = element as HTMLElement;
    const win = media.ownerDocument.defaultView as (Window & typeof globalThis) | null;
    const ratio = videoRatio(media);
    const fit = () => {
      const width = media.clientWidth || media.offsetWidth;
      if (width > 0) media.style.height = `${Math.round(width / ratio)}px`;
    };
    fit();
    if (win?.ResizeObserver) {
      const observer = new win.ResizeObserver(fit);
      observer.observe(media);
      signal.addEventListener('abort', () => observer.disconnect());
    } else {
      win?.addEventListener('resize', fit, { signal });
    }
  },
});

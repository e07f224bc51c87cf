import { defineEnhancerModule } from '../../src/enhancer';
import { whenShown } from './dom/visibility';

/** Images are awaited up to 30 times, 200 ms apart (spec §9). */
export const IMAGE_WAIT_TRIES = 30;
export const IMAGE_WAIT_MS = 200;

/** Calls back once every image inside has loaded, checking every 200 ms, at most 30 times. */
export function afterImages(root: Element, callback: () => void, signal: AbortSignal): void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const pending = Array.from(root.querySelectorAll('img')).some((image) => !image.complete);
    if (!pending || ++tries >= IMAGE_WAIT_TRIES) {
      callback();
      return;
    }
    timer = setTimeout(check, IMAGE_WAIT_MS);
  };
  check();
  signal.addEventListener('abort', () => clearTimeout(timer));
}

/**
 * Scroll areas `.sc_scroll` (vertical) and the horizontal scroller `.sc_scroll_horizontal`, without
 * swiper: native scrolling once its images are in; a focusable region (arrow keys scroll it); the
 * mouse wheel scrolls a horizontal one sideways; the `.sc_scroll_bar` gets a thumb that follows and
 * can be dragged.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const area = element as HTMLElement;
    const doc = area.ownerDocument;
    const horizontal = area.classList.contains('sc_scroll_horizontal');
    const bar = (area.id && doc.getElementById(`${area.id}_bar`)) || area.querySelector<HTMLElement>('.sc_scroll_bar');
    const init = () => {
      area.classList.add('inited');
      area.style[horizontal ? 'overflowX' : 'overflowY'] = 'auto';
      if (!area.hasAttribute('tabindex')) area.tabIndex = 0;
      if (!area.hasAttribute('role')) area.setAttribute('role', 'region');
      if (!area.hasAttribute('aria-label') && !area.hasAttribute('aria-labelledby')) area.setAttribute('aria-label', 'Scrollable content');
      let thumb: HTMLElement | undefined;
      const place = () => {
        if (!thumb) return;
        const [visible, total, offset] = horizontal ? [area.clientWidth, area.scrollWidth, area.scrollLeft] : [area.clientHeight, area.scrollHeight, area.scrollTop];
        const share = total > 0 ? Math.min(1, visible / total) : 1;
        thumb.style[horizontal ? 'width' : 'height'] = `${share * 100}%`;
        thumb.style[horizontal ? 'left' : 'top'] = `${total > visible ? (offset / total) * 100 : 0}%`;
      };
      if (bar) {
        thumb = doc.createElement('span');
        thumb.className = 'sc_scroll_bar_thumb';
        thumb.style.position = 'absolute';
        bar.style.position ||= 'relative';
        bar.setAttribute('aria-hidden', 'true');
        bar.append(thumb);
        thumb.addEventListener(
          'pointerdown',
          (down) => {
            down.preventDefault();
            const start = horizontal ? down.clientX : down.clientY;
            const from = horizontal ? area.scrollLeft : area.scrollTop;
            const track = horizontal ? bar.clientWidth : bar.clientHeight;
            const total = horizontal ? area.scrollWidth : area.scrollHeight;
            const move = (event: PointerEvent) => {
              const delta = ((horizontal ? event.clientX : event.clientY) - start) * (total / Math.max(1, track));
              if (horizontal) area.scrollLeft = from + delta;
              else area.scrollTop = from + delta;
            };
            const up = () => {
              doc.removeEventListener('pointermove', move);
              doc.removeEventListener('pointerup', up);
            };
            doc.addEventListener('pointermove', move);
            doc.addEventListener('pointerup', up);
          },
          { signal },
        );
        signal.addEventListener('abort', () => thumb?.remove());
      }
      area.addEventListener('scroll', place, { signal, passive: true });
      if (horizontal) {
        area.addEventListener(
          'wheel',
          (event) => {
            if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
            const room = event.deltaY > 0 ? area.scrollWidth - area.clientWidth - area.scrollLeft : area.scrollLeft;
            if (room <= 0) return; // at the end: let the page scroll
            event.preventDefault();
            area.scrollLeft += event.deltaY;
          },
          { signal, passive: false },
        );
      }
      place();
    };
    // Hidden in a closed tab or accordion: set up once it is revealed.
    whenShown(area, () => afterImages(area, init, signal), signal);
  },
});

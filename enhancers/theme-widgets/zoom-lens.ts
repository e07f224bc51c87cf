import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';

/** The lens is round and 200 px across (spec §9). */
export const LENS_SIZE = 200;
const KEY_STEP = 20;

/** Where the lens sits over the image and which part of the large image it shows. */
export function lensView(x: number, y: number, shown: { width: number; height: number }, large: { width: number; height: number }) {
  const scaleX = large.width / Math.max(1, shown.width);
  const scaleY = large.height / Math.max(1, shown.height);
  return {
    left: Math.round(x - LENS_SIZE / 2),
    top: Math.round(y - LENS_SIZE / 2),
    backgroundPosition: `${Math.round(LENS_SIZE / 2 - x * scaleX)}px ${Math.round(LENS_SIZE / 2 - y * scaleY)}px`,
    backgroundSize: `${Math.round(large.width)}px ${Math.round(large.height)}px`,
  };
}

/**
 * Zoom `.sc_zoom img`: a round 200 px lens follows the pointer over the image showing its large
 * version (`data-zoom-image`, else the image itself at twice the size). From the keyboard: focus the
 * image box, arrows move the lens, Escape hides it.
 */
export default defineEnhancerModule({
  mount(zoom, { signal }) {
    const image = zoom.querySelector<HTMLImageElement>('img');
    if (!image) return;
    const doc = zoom.ownerDocument;
    const box = zoom as HTMLElement;
    const source = image.getAttribute('data-zoom-image') || image.currentSrc || image.src;
    const lens = doc.createElement('div');
    lens.className = 'sc_zoom_lens';
    lens.setAttribute('aria-hidden', 'true');
    Object.assign(lens.style, {
      position: 'absolute', width: `${LENS_SIZE}px`, height: `${LENS_SIZE}px`, borderRadius: '50%', border: '4px solid #ccc',
      boxSizing: 'border-box', pointerEvents: 'none', backgroundRepeat: 'no-repeat', display: 'none', zIndex: '10',
    });
    // The large image is fetched on first intent (pointer over, focus), not for every zoom at page start.
    let large: { width: number; height: number } | undefined;
    let requested = false;
    const loadLarge = () => {
      if (requested) return;
      requested = true;
      const big = new (doc.defaultView as Window & typeof globalThis).Image();
      big.onload = () => (large = { width: big.naturalWidth, height: big.naturalHeight });
      big.src = source;
      lens.style.backgroundImage = `url("${source.replace(/"/g, '%22')}")`;
    };
    warmUp(box, async () => loadLarge(), signal);
    if (!box.style.position && doc.defaultView?.getComputedStyle(box).position === 'static') box.style.position = 'relative';
    box.append(lens);
    let point = { x: 0, y: 0 };
    const place = () => {
      loadLarge();
      const shown = { width: image.offsetWidth, height: image.offsetHeight };
      const view = lensView(point.x, point.y, shown, large ?? { width: shown.width * 2, height: shown.height * 2 });
      Object.assign(lens.style, { display: 'block', left: `${view.left + image.offsetLeft}px`, top: `${view.top + image.offsetTop}px`, backgroundPosition: view.backgroundPosition, backgroundSize: view.backgroundSize });
    };
    const hide = () => (lens.style.display = 'none');
    image.addEventListener(
      'mousemove',
      (event) => {
        const rect = image.getBoundingClientRect();
        point = { x: event.clientX - rect.left, y: event.clientY - rect.top };
        place();
      },
      { signal },
    );
    image.addEventListener('mouseleave', hide, { signal });
    const focusable = !box.hasAttribute('tabindex');
    if (focusable) {
      box.tabIndex = 0;
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', `${image.alt ? `${image.alt}: ` : ''}zoom, the arrow keys move the lens`);
    }
    box.addEventListener(
      'focus',
      () => {
        point = { x: image.offsetWidth / 2, y: image.offsetHeight / 2 };
        place();
      },
      { signal },
    );
    box.addEventListener('blur', hide, { signal });
    box.addEventListener(
      'keydown',
      (event) => {
        const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        if (event.key === 'Escape') return hide();
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        point = {
          x: Math.min(image.offsetWidth, Math.max(0, point.x + move[0] * KEY_STEP)),
          y: Math.min(image.offsetHeight, Math.max(0, point.y + move[1] * KEY_STEP)),
        };
        place();
      },
      { signal },
    );
    return () => {
      lens.remove();
      if (focusable) for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    };
  },
});

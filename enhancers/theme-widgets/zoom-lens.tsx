import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { markZoomBox } from './zoom-at-rest';

/** The lens is round and 200 px across (spec §9). */
export const LENS_SIZE = 200;
const KEY_STEP = 20;

interface Size {
  width: number;
  height: number;
}

/** Where the lens sits over the image and which part of the large image it shows. */
export function lensView(x: number, y: number, shown: Size, large: Size) {
  const scaleX = large.width / Math.max(1, shown.width);
  const scaleY = large.height / Math.max(1, shown.height);
  return {
    left: Math.round(x - LENS_SIZE / 2),
    top: Math.round(y - LENS_SIZE / 2),
    backgroundPosition: `${Math.round(LENS_SIZE / 2 - x * scaleX)}px ${Math.round(LENS_SIZE / 2 - y * scaleY)}px`,
    backgroundSize: `${Math.round(large.width)}px ${Math.round(large.height)}px`,
  };
}

const lensStyle = {
  position: 'absolute', width: `${LENS_SIZE}px`, height: `${LENS_SIZE}px`, borderRadius: '50%', border: '4px solid #ccc',
  boxSizing: 'border-box', pointerEvents: 'none', backgroundRepeat: 'no-repeat', zIndex: '10',
} as const;

const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Zoom `.sc_zoom img`: a round 200 px lens follows the pointer over the image showing its large
 * version (`data-zoom-image`, else the image itself at twice the size). From the keyboard: focus the
 * image box, arrows move the lens, Escape hides it. The component renders the lens as the box's last child.
 * It loads when the pointer comes over the box or the box gets the focus: the plain at-rest part
 * (`zoom-at-rest.ts`) makes the box a keyboard stop at ready and wakes this code on pointer-over.
 */
function ZoomLens({ element }: ServerMarkupProps) {
  const image = useMemo(() => element.querySelector<HTMLImageElement>('img'), [element]);
  return image && <Lens box={element} image={image} />;
}

function Lens({ box, image }: { box: HTMLElement; image: HTMLImageElement }) {
  const source = useMemo(() => image.getAttribute('data-zoom-image') || image.currentSrc || image.src, [image]);
  // The large image is fetched on first intent (pointer over, focus), not for every zoom at page start.
  const [requested, setRequested] = useState(false);
  const asked = useRef(false);
  const [large, setLarge] = useState<Size | undefined>();
  // Where the lens is centred over the image (kept while hidden: the arrow keys go on from there).
  const [point, setPoint] = useState({ x: 0, y: 0 });
  const [visible, setVisible] = useState(false);

  const loadLarge = () => {
    if (asked.current) return;
    asked.current = true;
    setRequested(true);
    const big = new (box.ownerDocument.defaultView as Window & typeof globalThis).Image();
    big.onload = () => setLarge({ width: big.naturalWidth, height: big.naturalHeight });
    big.src = source;
  };
  const showAt = (x: number, y: number) => {
    loadLarge();
    setPoint({ x, y });
    setVisible(true);
  };
  const hide = () => setVisible(false);

  useLayoutEffect(() => {
    if (box.style.position || box.ownerDocument.defaultView?.getComputedStyle(box).position !== 'static') return;
    box.style.position = 'relative';
  }, [box]);
  useLayoutEffect(() => markZoomBox(box, image), [box, image]);
  // What woke the code (it loads on first use): the pointer over the image or the focus on the box. The
  // events that did it came before the mount, so the lens shows now, centred until the pointer moves.
  useLayoutEffect(() => {
    if (box.ownerDocument.activeElement === box || image.matches(':hover')) showAt(image.offsetWidth / 2, image.offsetHeight / 2);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);

  useServerEvent(box, 'pointerenter', loadLarge);
  useServerEvent(box, 'focusin', loadLarge);
  useServerEvent(image, 'mousemove', (event) => {
    const rect = image.getBoundingClientRect();
    showAt(event.clientX - rect.left, event.clientY - rect.top);
  });
  useServerEvent(image, 'mouseleave', hide);
  useServerEvent(box, 'focus', () => showAt(image.offsetWidth / 2, image.offsetHeight / 2));
  useServerEvent(box, 'blur', hide);
  useServerEvent(box, 'keydown', (event) => {
    if (event.key === 'Escape') return hide();
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    showAt(Math.min(image.offsetWidth, Math.max(0, point.x + move[0] * KEY_STEP)), Math.min(image.offsetHeight, Math.max(0, point.y + move[1] * KEY_STEP)));
  });

  const shown = { width: image.offsetWidth, height: image.offsetHeight };
  const view = visible && lensView(point.x, point.y, shown, large ?? { width: shown.width * 2, height: shown.height * 2 });
  const style = {
    ...lensStyle,
    display: view ? 'block' : 'none',
    ...(requested && { backgroundImage: `url("${source.replace(/"/g, '%22')}")` }),
    ...(view && { left: `${view.left + image.offsetLeft}px`, top: `${view.top + image.offsetTop}px`, backgroundPosition: view.backgroundPosition, backgroundSize: view.backgroundSize }),
  };
  return createPortal(<div className="sc_zoom_lens" aria-hidden="true" style={style} />, box);
}

export default defineComponent(ZoomLens);

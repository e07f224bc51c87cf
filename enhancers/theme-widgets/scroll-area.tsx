import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
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

/** The thumb's length and offset along the bar, in % of it. */
interface Thumb {
  size: number;
  offset: number;
}

/**
 * Scroll areas `.sc_scroll` (vertical) and the horizontal scroller `.sc_scroll_horizontal`, without
 * swiper: native scrolling once its images are in (and once it is shown, when it sits in a closed tab
 * or panel); a focusable region (arrow keys scroll it); the mouse wheel scrolls a horizontal one
 * sideways. The component renders a thumb into the `.sc_scroll_bar`, which follows the scrolling and
 * can be dragged.
 */
function ScrollArea({ element: area }: ServerMarkupProps) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const controller = new AbortController();
    // Hidden in a closed tab or accordion: set up once it is revealed.
    whenShown(area, () => afterImages(area, () => flushSync(() => setReady(true)), controller.signal), controller.signal);
    return () => controller.abort();
  }, [area]);
  return ready ? <Scroller area={area} /> : null;
}

function Scroller({ area }: { area: HTMLElement }) {
  const doc = area.ownerDocument;
  const horizontal = area.classList.contains('sc_scroll_horizontal');
  const bar = useMemo(() => (area.id && doc.getElementById(`${area.id}_bar`)) || area.querySelector<HTMLElement>('.sc_scroll_bar'), [area, doc]);
  const measure = (): Thumb => {
    const [visible, total, offset] = horizontal ? [area.clientWidth, area.scrollWidth, area.scrollLeft] : [area.clientHeight, area.scrollHeight, area.scrollTop];
    return { size: (total > 0 ? Math.min(1, visible / total) : 1) * 100, offset: total > visible ? (offset / total) * 100 : 0 };
  };
  const [thumb, setThumb] = useState<Thumb>(measure);
  const [thumbElement, setThumbElement] = useState<HTMLSpanElement | null>(null);
  // Listeners of a drag in progress, removed when it ends or the component goes.
  const dragging = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    area.classList.add('inited');
    area.style[horizontal ? 'overflowX' : 'overflowY'] = 'auto';
    if (!area.hasAttribute('tabindex')) area.tabIndex = 0;
    if (!area.hasAttribute('role')) area.setAttribute('role', 'region');
    if (!area.hasAttribute('aria-label') && !area.hasAttribute('aria-labelledby')) area.setAttribute('aria-label', 'Scrollable content');
    setThumb(measure()); // now that it scrolls
    // measure reads the area as it is now
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, horizontal]);
  useLayoutEffect(() => {
    if (!bar) return;
    bar.style.position ||= 'relative';
    bar.setAttribute('aria-hidden', 'true');
  }, [bar]);
  useLayoutEffect(() => () => dragging.current?.(), []);

  useServerEvent(area, 'scroll', () => setThumb(measure()), { passive: true });
  useServerEvent(
    horizontal ? area : null,
    'wheel',
    (event) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const room = event.deltaY > 0 ? area.scrollWidth - area.clientWidth - area.scrollLeft : area.scrollLeft;
      if (room <= 0) return; // at the end: let the page scroll
      event.preventDefault();
      area.scrollLeft += event.deltaY;
    },
    { passive: false },
  );
  useServerEvent(thumbElement, 'pointerdown', (down) => {
    if (!bar) return;
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
      dragging.current = null;
    };
    dragging.current?.();
    doc.addEventListener('pointermove', move);
    doc.addEventListener('pointerup', up);
    dragging.current = up;
  });

  if (!bar) return null;
  const style = { position: 'absolute', [horizontal ? 'width' : 'height']: `${thumb.size}%`, [horizontal ? 'left' : 'top']: `${thumb.offset}%` } as const;
  return createPortal(<span ref={setThumbElement} className="sc_scroll_bar_thumb" style={style} />, bar);
}

export default defineComponent(ScrollArea);

import { useLayoutEffect, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';

/** How far one arrow key moves a panorama, as a share of its overflow. */
export const PAN_KEY_STEP = 0.1;

const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where the picture is: the pointer's (or the keys') share of the way across each axis; `resting` after the pointer left. */
interface Position {
  x: number;
  y: number;
  resting: boolean;
}

/**
 * Pan `.sc_pan` (`sc_pan_horizontal` / `sc_pan_vertical`): moving the pointer over its container
 * slides the oversized image so the pointer's position maps onto the whole picture; leaving resets
 * it. The container is focusable and the arrow keys pan it. The position is state; the server's image
 * is moved from it.
 */
function Pan({ element }: ServerMarkupProps) {
  const container = element.parentElement;
  return container && <Panorama pan={element} container={container} />;
}

function Panorama({ pan, container }: { pan: HTMLElement; container: HTMLElement }) {
  const horizontal = pan.classList.contains('sc_pan_horizontal');
  const vertical = pan.classList.contains('sc_pan_vertical');
  // Null until the visitor first moves it: the server's placement stays until then.
  const [position, setPosition] = useState<Position | null>(null);

  useLayoutEffect(() => {
    if (!position) return;
    if (position.resting) {
      pan.style.left = '0px';
      pan.style.top = '0px';
      return;
    }
    if (horizontal) pan.style.left = `${-Math.floor(position.x * Math.max(0, pan.offsetWidth - container.clientWidth))}px`;
    if (vertical) pan.style.top = `${-Math.floor(position.y * Math.max(0, pan.offsetHeight - container.clientHeight))}px`;
  }, [pan, container, horizontal, vertical, position]);
  useLayoutEffect(() => {
    if (container.hasAttribute('tabindex')) return;
    container.tabIndex = 0;
    container.setAttribute('role', 'group');
    const alt = pan.querySelector('img')?.alt;
    container.setAttribute('aria-label', `${alt ? `${alt}: ` : ''}panorama, the arrow keys move it`);
    return () => ['tabindex', 'role', 'aria-label'].forEach((name) => container.removeAttribute(name));
  }, [pan, container]);

  useServerEvent(container, 'mousemove', (event) => {
    const box = container.getBoundingClientRect();
    setPosition({ x: clamp((event.clientX - box.left) / Math.max(1, box.width)), y: clamp((event.clientY - box.top) / Math.max(1, box.height)), resting: false });
  });
  useServerEvent(container, 'mouseleave', () => setPosition({ x: 0, y: 0, resting: true }));
  useServerEvent(container, 'keydown', (event) => {
    const move = event.target === container ? moves[event.key] : undefined;
    if (!move || (move[0] && !horizontal) || (move[1] && !vertical)) return;
    event.preventDefault();
    const from = position ?? { x: 0, y: 0 };
    setPosition({ x: clamp(from.x + move[0] * PAN_KEY_STEP), y: clamp(from.y + move[1] * PAN_KEY_STEP), resting: false });
  });
  return null;
}

export default defineComponent(Pan);

import { defineEnhancerModule } from '../../src/enhancer';

/** How far one arrow key moves a panorama, as a share of its overflow. */
export const PAN_KEY_STEP = 0.1;

/**
 * Pan `.sc_pan` (`sc_pan_horizontal` / `sc_pan_vertical`): moving the pointer over its container
 * slides the oversized image so the pointer's position maps onto the whole picture; leaving resets
 * it. The container is focusable and the arrow keys pan it.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const pan = element as HTMLElement;
    const container = pan.parentElement;
    if (!container) return;
    const horizontal = pan.classList.contains('sc_pan_horizontal');
    const vertical = pan.classList.contains('sc_pan_vertical');
    let share = { x: 0, y: 0 };
    const place = () => {
      if (horizontal) pan.style.left = `${-Math.floor(share.x * Math.max(0, pan.offsetWidth - container.clientWidth))}px`;
      if (vertical) pan.style.top = `${-Math.floor(share.y * Math.max(0, pan.offsetHeight - container.clientHeight))}px`;
    };
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    container.addEventListener(
      'mousemove',
      (event) => {
        const box = container.getBoundingClientRect();
        share = { x: clamp((event.clientX - box.left) / Math.max(1, box.width)), y: clamp((event.clientY - box.top) / Math.max(1, box.height)) };
        place();
      },
      { signal },
    );
    container.addEventListener(
      'mouseleave',
      () => {
        share = { x: 0, y: 0 };
        pan.style.left = '0px';
        pan.style.top = '0px';
      },
      { signal },
    );
    const focusable = !container.hasAttribute('tabindex');
    if (focusable) {
      container.tabIndex = 0;
      container.setAttribute('role', 'group');
      const alt = pan.querySelector('img')?.alt;
      container.setAttribute('aria-label', `${alt ? `${alt}: ` : ''}panorama, the arrow keys move it`);
    }
    container.addEventListener(
      'keydown',
      (event) => {
        const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        const move = event.target === container ? moves[event.key] : undefined;
        if (!move || (move[0] && !horizontal) || (move[1] && !vertical)) return;
        event.preventDefault();
        share = { x: clamp(share.x + move[0] * PAN_KEY_STEP), y: clamp(share.y + move[1] * PAN_KEY_STEP) };
        place();
      },
      { signal },
    );
    return () => {
      if (focusable) for (const name of ['tabindex', 'role', 'aria-label']) container.removeAttribute(name);
    };
  },
});

import { defineEnhancerModule, wakeEnhancers } from '../../src/enhancer';

/**
 * The zoom box as a keyboard stop (focus it, the arrow keys move the lens), unless the server made it one.
 * Set at rest by the module below and again (changing nothing) by the component. Returns the undo.
 */
export function markZoomBox(box: HTMLElement, image: HTMLImageElement): () => void {
  if (box.hasAttribute('tabindex')) return () => undefined;
  box.tabIndex = 0;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', `${image.alt ? `${image.alt}: ` : ''}zoom, the arrow keys move the lens`);
  return () => ['tabindex', 'role', 'aria-label'].forEach((name) => box.removeAttribute(name));
}

/**
 * The zoom `.sc_zoom` at rest (plain DOM at ready; its chunk is the one the lens component imports this
 * from): the box is a keyboard stop, and the pointer coming over it counts as starting to use it, as a
 * press would, since the lens must follow the pointer without a click: it wakes the lens's code.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const box = element as HTMLElement;
    const image = box.querySelector('img');
    if (!image) return;
    box.addEventListener('pointerenter', () => wakeEnhancers(box), { once: true, signal });
    return markZoomBox(box, image);
  },
});

/**
 * The index a list key (arrows, Home, End) moves to among `count` items, wrapping around; undefined for
 * other keys. `orientation` limits the arrows to one axis when the other one scrolls the page.
 */
export function movedIndex(key: string, index: number, count: number, orientation: 'both' | 'vertical' = 'both'): number | undefined {
  const forward = orientation === 'vertical' ? ['ArrowDown'] : ['ArrowDown', 'ArrowRight'];
  const backward = orientation === 'vertical' ? ['ArrowUp'] : ['ArrowUp', 'ArrowLeft'];
  if (forward.includes(key)) return (index + 1) % count;
  if (backward.includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** `data-active` as the theme reads it: a number, anything else (NaN) meaning 0. */
export function activeIndex(value: string | null): number {
  const index = Number.parseInt(value ?? '', 10);
  return Number.isNaN(index) ? 0 : index;
}

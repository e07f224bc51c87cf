/**
 * The index a list key (arrows, Home, End) moves to among `count` items, wrapping around; undefined for
 * other keys: the WAI-ARIA keyboard model of tabs, accordions and other roving lists. `orientation`
 * limits the arrows to one axis when the other one scrolls the page.
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

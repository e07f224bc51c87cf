/**
 * An element's content-box width or height with its fractions, as jQuery's `width()` and `height()` read it
 * (the themes and Booked sized with them; rounding to whole pixels makes rows and placeholders drift). From the
 * computed size, or, where that is not a length (`auto`), from the box less its padding and border.
 */
export function contentSize(element: HTMLElement, side: 'width' | 'height'): number {
  const style = getComputedStyle(element);
  const [start, end] = side === 'width' ? ['left', 'right'] : ['top', 'bottom'];
  const edges = [`padding-${start}`, `padding-${end}`, `border-${start}-width`, `border-${end}-width`].reduce((sum, name) => sum + (parseFloat(style.getPropertyValue(name)) || 0), 0);
  const computed = parseFloat(style[side]);
  if (!Number.isFinite(computed)) return Math.max(0, element.getBoundingClientRect()[side] - edges);
  return style.boxSizing === 'border-box' ? computed - edges : computed;
}

type Side = 'width' | 'height';

/** The padding and border across an element's width or height, from its computed style. */
function edges(style: CSSStyleDeclaration, side: Side): number {
  const [start, end] = side === 'width' ? ['left', 'right'] : ['top', 'bottom'];
  return [`padding-${start}`, `padding-${end}`, `border-${start}-width`, `border-${end}-width`].reduce((sum, name) => sum + (parseFloat(style.getPropertyValue(name)) || 0), 0);
}

/**
 * An element's content-box width or height with its fractions, as jQuery's `width()` and `height()` read it
 * (the themes and Booked sized with them; rounding to whole pixels makes rows and placeholders drift). From the
 * computed size, or, where that is not a length (`auto`), from the box less its padding and border.
 */
export function contentSize(element: HTMLElement, side: Side): number {
  const style = getComputedStyle(element);
  const computed = parseFloat(style[side]);
  if (!Number.isFinite(computed)) return Math.max(0, element.getBoundingClientRect()[side] - edges(style, side));
  return style.boxSizing === 'border-box' ? computed - edges(style, side) : computed;
}

/**
 * The border-box width or height, as jQuery's `outerWidth()` and `outerHeight()` read it: the computed size
 * (with the padding and border where the box sizes its content), or where that is not a length the element's
 * offset size; 0 for an element not rendered (in a hidden bar), plus a content box's padding and border.
 */
export function outerSize(element: HTMLElement, side: Side): number {
  const style = getComputedStyle(element);
  const computed = parseFloat(style[side]);
  if (/px$/.test(style[side]) && Number.isFinite(computed)) return style.boxSizing === 'border-box' ? computed : computed + edges(style, side);
  if (element.getClientRects().length > 0) return side === 'width' ? element.offsetWidth : element.offsetHeight;
  return style.boxSizing === 'border-box' ? 0 : edges(style, side);
}

/**
 * `css('width')` or `css('height')` as jQuery answers it: the computed size; where that is `auto`, the rendered
 * box (its content box, for a content-box element), and `0px` for an element not rendered (in a hidden bar).
 * A size in another unit is given as computed.
 */
export function cssSize(element: HTMLElement, side: Side): string {
  const style = getComputedStyle(element);
  const value = style[side];
  if (/^[+-]?(?:\d*\.)?\d+(?:e[+-]?\d+)?(?!px)[a-z%]+$/i.test(value)) return value;
  const size = parseFloat(value) || 0;
  if ((value === 'auto' || (!size && style.display === 'inline')) && element.getClientRects().length > 0) {
    const box = side === 'width' ? element.offsetWidth : element.offsetHeight;
    return `${style.boxSizing === 'border-box' ? box : box - edges(style, side)}px`;
  }
  return `${size}px`;
}

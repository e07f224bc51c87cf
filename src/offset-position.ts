interface Position {
  left: number;
  top: number;
}

/** jQuery's `offset()`: the border box's place in the document; zeros for an element not rendered. */
function documentOffset(element: Element): Position {
  if (element.getClientRects().length === 0) return { left: 0, top: 0 };
  const box = element.getBoundingClientRect();
  const win = element.ownerDocument.defaultView;
  return { left: box.left + (win?.scrollX ?? 0), top: box.top + (win?.scrollY ?? 0) };
}

const length = (style: CSSStyleDeclaration, name: string): number => parseFloat(style.getPropertyValue(name)) || 0;

/**
 * jQuery's `position()`: where the element's margin box is inside its offset parent's padding box, with the
 * fractions (the themes' menu effects placed their marker with it). An element not rendered (in a hidden bar)
 * is at minus its margins, as jQuery answers for it.
 */
export function offsetPosition(element: HTMLElement): Position {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const style = win.getComputedStyle(element);
  let offset: Position;
  let parentOffset: Position = { left: 0, top: 0 };
  if (style.position === 'fixed') {
    const box = element.getBoundingClientRect();
    offset = { left: box.left, top: box.top };
  } else {
    offset = documentOffset(element);
    let parent: Node | null = element.offsetParent ?? doc.documentElement;
    while (parent && (parent === doc.body || parent === doc.documentElement) && win.getComputedStyle(parent as Element).position === 'static') parent = parent.parentNode;
    if (parent && parent !== element && parent.nodeType === Node.ELEMENT_NODE) {
      const parentStyle = win.getComputedStyle(parent as Element);
      parentOffset = documentOffset(parent as Element);
      parentOffset = { left: parentOffset.left + length(parentStyle, 'border-left-width'), top: parentOffset.top + length(parentStyle, 'border-top-width') };
    }
  }
  return { left: offset.left - parentOffset.left - length(style, 'margin-left'), top: offset.top - parentOffset.top - length(style, 'margin-top') };
}

/** A box in document coordinates (or a size, for the tooltip). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  scrollX: number;
  scrollY: number;
  /** The document's client width (jQuery's `$(window).width()`). */
  width: number;
}

export interface Placement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
  /** The arrow's shift when the tooltip was pushed back into the window, else undefined. */
  arrowLeft?: number;
}

/** Booked's `init_tooltips` option: the tooltip overlaps its day by 3 px (−15 + tooltipster's 12 px gap). */
export const BOOKED_OFFSET_Y = -15;
const GAP = 12;

/**
 * Where tooltipster 3.3 (position `top`) puts a tooltip: centred above its origin, `offsetY` + 12 px off it,
 * moved back inside the window sideways (the arrow then shifted by as much). Where tooltipster, with no room
 * above, only turns the arrow and leaves the tooltip out of sight, this puts it below the day.
 */
export function placeTooltip(origin: Box, tip: Pick<Box, 'width' | 'height'>, view: Viewport, offsetY = BOOKED_OFFSET_Y): Placement {
  let left = origin.left - (tip.width - origin.width) / 2;
  let arrowLeft: number | undefined;
  if (left - view.scrollX < 0) {
    arrowLeft = left - view.scrollX;
    left = view.scrollX;
  }
  if (left + tip.width - view.scrollX > view.width) {
    arrowLeft = left - (view.width + view.scrollX - tip.width);
    left = view.width + view.scrollX - tip.width;
  }
  const above = origin.top - tip.height - offsetY - GAP;
  const side = above - view.scrollY < 0 ? 'bottom' : 'top';
  const top = side === 'top' ? above : origin.top + origin.height + offsetY + GAP;
  return { top: Math.round(top), left: Math.round(left), side, ...(arrowLeft !== undefined && arrowLeft !== 0 ? { arrowLeft: Math.round(arrowLeft) } : {}) };
}

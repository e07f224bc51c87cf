/** Booked's modal geometry: margin 43 px, breakpoint 720 px (booking.md §5 "modal resize"). */
export const MODAL_BREAKPOINT = 720;
export const MODAL_MARGIN = 43;

export interface ModalSize {
  /** `.bm-window` max-height */
  windowMaxHeight: number;
  /** `.booked-scrollable` max-height */
  formMaxHeight: number;
  /** `.bm-window` margin-top (negative: it is centred on top: 50%) */
  marginTop: number;
}

/** `contentHeight` is H, the scrollable content's height (see readContentHeight). */
export function modalSize(viewportWidth: number, viewportHeight: number, contentHeight: number): ModalSize {
  if (viewportWidth > MODAL_BREAKPOINT) {
    const shown = viewportHeight < contentHeight + 86 ? viewportHeight - 86 : contentHeight;
    return { windowMaxHeight: shown - 25, formMaxHeight: shown - 40, marginTop: -(shown - 25 + 78) / 2 };
  }
  const windowMaxHeight = viewportHeight - MODAL_MARGIN;
  return { windowMaxHeight, formMaxHeight: windowMaxHeight - 60, marginTop: -windowMaxHeight / 2 };
}

/** The window's max-height while the content loads. */
export const loadingMaxHeight = (viewportWidth: number, viewportHeight: number): number =>
  viewportWidth > MODAL_BREAKPOINT ? viewportHeight - 295 : viewportHeight;

/**
 * H: the scrollable content's scrollHeight; a value under 100 (content not laid out yet) keeps the
 * previous one, initially 100; 0 when there is no scrollable content.
 */
export function createContentHeightReader(): (scrollable: Element | null) => number {
  let previous = 100;
  return (scrollable) => {
    if (!scrollable) return 0;
    const height = scrollable.scrollHeight;
    if (height < 100) return previous;
    previous = height;
    return height;
  };
}

/** A box in a side's full-page screenshot: x, y, width, height in CSS pixels of the document. */
export type Box = [number, number, number, number];

/** Where a difference shows on one side: its full-page screenshot (a file in the report's folder) and the box. */
export interface Crop {
  screenshot: string;
  /** The element to outline; none when it is missing on that side (the crop then shows where it would be). */
  box?: Box;
  /** The box is the nearest ancestor's: the element has none on this side (missing, or not rendered). */
  ofAncestor?: boolean;
}

/**
 * One difference a visitor could see, ready for the report: the line `check` prints (and counts), the heading it is
 * grouped under, the width it was seen at, and a crop of each side with the element outlined.
 */
export interface Finding {
  group: string;
  width: number;
  line: string;
  /** Why the enhancers deliberately do otherwise: listed apart, not counted as a difference. */
  intended?: string;
  crops?: { original: Crop; enhanced: Crop };
}

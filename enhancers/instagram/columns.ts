/** The column settings that decide how many columns a feed shows at a window width. */
export interface ColumnSettings {
  cols: number;
  colsMobile: number;
  colsTablet: number;
  /** The feed has `sbi_mob_col_auto`. */
  mobileAuto: boolean;
}

/**
 * sbi-scripts.js getColumnCount: with `sbi_mob_col_auto`, 3–6 columns become 2 and 7–10 become 4 under
 * 640 px, and more than 2 become 1 at 480 px and below; otherwise 481–800 px use the tablet columns and
 * 480 px and below the mobile ones.
 */
export function columnCount(windowWidth: number, settings: ColumnSettings): number {
  const { cols, colsMobile, colsTablet, mobileAuto } = settings;
  let count = cols;
  if (mobileAuto) {
    if (windowWidth < 640 && cols > 2 && cols < 7) count = 2;
    if (windowWidth < 640 && cols > 6 && cols < 11) count = 4;
    if (windowWidth <= 480 && cols > 2) count = 1;
  } else if (windowWidth > 480 && windowWidth <= 800) {
    count = colsTablet;
  } else if (windowWidth <= 480) {
    count = colsMobile;
  }
  return count;
}

/** The feed's size class for a column width: `sbi_small` up to 120 px, `sbi_medium` between 120 and 240. */
export function sizeClass(columnWidth: number): 'sbi_small' | 'sbi_medium' | undefined {
  if (columnWidth > 120 && columnWidth < 240) return 'sbi_medium';
  if (columnWidth <= 120) return 'sbi_small';
  return undefined;
}

/**
 * From which item on the items are extra for this width (`sbi_num_diff_hide`): beyond `data-nummobile`
 * under 480 px (or in the customizer's mobile preview), beyond `data-num` otherwise; -1 when none are.
 */
export function firstExtraItem(itemCount: number, windowWidth: number, num: number, numMobile: number, mobilePreview = false): number {
  const shown = windowWidth < 480 || mobilePreview ? numMobile : num;
  return shown < itemCount ? Math.max(0, shown) : -1;
}

/**
 * The originals' defects that the enhancers fix on purpose (../shared/contract/, "defects"): a difference line that
 * shows one is listed as intended, with why, wherever it comes up.
 */
export const ORIGINAL_DEFECTS: readonly { shows: RegExp; why: string }[] = [
  {
    shows: /original "[^"]*\bundefined\b/,
    why: 'the original prints `undefined` for a text its storage does not have (contract theme.md defect 7: B\'s login and registration failures)',
  },
];

/** Why a difference line shows an original defect, if it does. */
export const defectShown = (line: string): string | undefined => ORIGINAL_DEFECTS.find(({ shows }) => shows.test(line))?.why;

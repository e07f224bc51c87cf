/** What a result box says: the theme's `.result` box under a form (no React here: the sending code imports it). */
export type BoxStyle = 'error' | 'success';

export const VALIDATION_BOX_MS = 4000;
export const REQUEST_BOX_MS = 3000;

export type BoxContent = {
  style: BoxStyle;
  /** How long the box stays shown; a newer message restarts the time. */
  hideAfterMs: number;
  /** Login, registration and validation boxes also get `sc_infobox`. */
  infobox?: boolean;
} & (
  /** `<p class="error_item">` per message (validation). */
  | { errors: readonly string[] }
  /** Text lines separated by `<br>` (a request's result). */
  | { lines: readonly string[] }
);

/**
 * Which box a message goes to: `validation` (`.result` in the form, else in its parent, else a new one
 * appended to the form) or `request` (`.result` in the form, else a sibling `.result`, else a new one
 * right after the form).
 */
export type BoxPlace = 'validation' | 'request';

/** How the sending code shows a message: the form's component renders it. */
export type ShowBox = (place: BoxPlace, content: BoxContent) => void;

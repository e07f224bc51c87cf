import type { ElementRecord } from './element-record';

/**
 * What legitimately differs between two loads of the same page, found by comparing each real site's original
 * page with itself: left out of the comparison at rest. Each entry says why; the README's toolkit section lists
 * them. (Random ids are handled by the keys: see collect-elements.ts.)
 */

/** Classes that say where a timer, a lazy loader or an animation has got to, not what the page is. */
const VARYING_CLASSES: readonly RegExp[] = [
  // A long number is printed anew on each load (mt_rand in the themes' shortcodes, as their ids).
  /\d{4,}/,
  // Lazy loaders mark images as they come into view or finish loading.
  /^lazy(load|loaded|loading)?$/,
  // A slider's autoplay moves the current slide on a timer.
  /^swiper-slide-(active|next|prev|visible|duplicate-active|duplicate-next|duplicate-prev)$/,
  /^swiper-pagination-bullet-active/,
  // Entrance animations play as they scroll into view and end at their own time.
  /^(animated|animate__animated|visible|in-view)$/,
];

export const varyingClass = (name: string): boolean => VARYING_CLASSES.some((pattern) => pattern.test(name));

/**
 * Elements whose look varies between loads, by a class on them: their visibility, size and place, and those of
 * what is inside, are not compared (whether they exist, and their classes, still are).
 * - countdowns tick every second (their digits change width);
 * - a slider's track follows its autoplay (where it is, which slide shows);
 * - the theme's message popup is placed in the middle of the view as it was when the popup opened: the page
 *   is scrolled through before it is compared, so where depends on when the message came.
 */
const VARYING_ELEMENTS: readonly RegExp[] = [/^sc_countdown/, /^swiper-wrapper$/, /^(themerex|diveit)_message$/];

export const varyingElement = (record: Pick<ElementRecord, 'classes'>): boolean =>
  record.classes.some((name) => VARYING_ELEMENTS.some((pattern) => pattern.test(name)));

/**
 * Texts that differ only in their numbers: a view counter counts each load, a clock or a countdown ticks, dates
 * say "1 day ago".
 */
export const sameTextButNumbers = (a: string, b: string): boolean => a.replace(/\d+/g, '#') === b.replace(/\d+/g, '#');

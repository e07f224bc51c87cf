import type { ElementRecord } from './element-record';

/**
 * What the enhanced page shows otherwise on purpose, at rest: listed apart as intended, with why, not counted as
 * a difference. Each entry names the group it belongs to and the element it is about; `original` is every
 * element of the original page at that width.
 */
const INTENDED: readonly { group: string; matches: (element: ElementRecord, original: readonly ElementRecord[]) => boolean; why: string }[] = [
  {
    group: 'Only in the enhanced page, visible',
    matches: (element) => element.tag === 'button' && element.classes.includes('sc_infobox_close'),
    why: 'a close button keyboard users can reach, transparent over the theme\'s drawn "✕" (enhancers/theme-widgets/infobox-close.tsx)',
  },
  {
    group: "Made by the original's scripts, missing in the enhanced page",
    matches: (element, original) =>
      /^menu_(main|side)_responsive$/.test(element.classes[0] ?? '') && !element.visible &&
      !original.some((other) => other.visible && other.classes.includes(`${element.classes[0]}_button`)),
    why: 'the menu\'s copy for phones is made when the page enters the phone layout (enhancers/theme-layout/responsive-menu-copy.ts): here its button is hidden, nothing can open it',
  },
];

export const intendedAtRest = (group: string, element: ElementRecord | undefined, original: readonly ElementRecord[]): string | undefined =>
  element && INTENDED.find((entry) => entry.group === group && entry.matches(element, original))?.why;

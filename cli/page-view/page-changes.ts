import type { ElementRecord } from './element-record';
import type { Box } from './finding';
import { parentKey } from './interactive-targets';

/** One element that changed, named by its key (the same server element on both sides). */
export interface Change {
  key: string;
  /** How a person knows it, and how the other side's is matched when keys part: `div.mfp-wrap`, `div#panel`, `h3`. */
  name: string;
  box: Box;
}

/** What a visitor sees change between two moments: only visible elements, each change at its top-most element. */
export interface PageChanges {
  appeared: Change[];
  disappeared: Change[];
  moved: Change[];
}

/** Pixels an element may shift without counting as moved (sub-pixel layout, a border on focus). */
const MOVE_TOLERANCE = 5;

const shifted = (a: readonly number[], b: readonly number[]) => Math.abs(a[0]! - b[0]!) > MOVE_TOLERANCE || Math.abs(a[1]! - b[1]!) > MOVE_TOLERANCE;

const topMost = (changes: Change[]): Change[] => {
  const keys = new Set(changes.map((change) => change.key));
  return changes.filter((change) => {
    for (let parent = parentKey(change.key); parent; parent = parentKey(parent)) if (keys.has(parent)) return false;
    return true;
  });
};

/** `tag.firstClass`, else the key's last segment without its place: a script's id or class does not rename it. */
export const nameOf = (element: Pick<ElementRecord, 'key' | 'tag' | 'classes'>) =>
  element.classes[0] ? `${element.tag}.${element.classes[0]}` : element.key.slice(element.key.lastIndexOf('>') + 1).replace(/:\d+$/, '');

const changeOf = (element: ElementRecord): Change => ({ key: element.key, name: nameOf(element), box: element.box });

/**
 * Every element that appeared, disappeared or moved from `before` to `after` (the same load: each element is found again
 * by its node, even where a script gave it an id or a first class meanwhile), collapsed to the top-most of each.
 */
export function changesBetween(before: readonly ElementRecord[], after: readonly ElementRecord[], scrolledBy = 0): PageChanges {
  const identity = (element: ElementRecord) => element.node ?? element.key;
  const earlier = new Map(before.map((element) => [identity(element), element]));
  const later = new Map(after.map((element) => [identity(element), element]));
  const appeared: Change[] = [];
  const disappeared: Change[] = [];
  const moved: Change[] = [];
  // A box of a pixel or two is for screen readers (a live region, a visually hidden label): no one sees it come or go.
  const seen = (element: ElementRecord | undefined) => element !== undefined && element.visible && element.box[2] > 2 && element.box[3] > 2;
  for (const element of after) {
    const was = earlier.get(identity(element));
    if (seen(element) && !seen(was)) appeared.push(changeOf(element));
    else if (element.visible && was && shifted(was.box, element.box) && !(scrolledBy !== 0 && !shifted(was.box, [element.box[0], element.box[1] - scrolledBy, 0, 0]))) {
      // (What moved by exactly the scroll is fixed to the viewport: a visitor sees it stay put.)
      moved.push(changeOf(element));
    }
  }
  for (const element of before) if (seen(element) && !seen(later.get(identity(element)))) disappeared.push(changeOf(element));
  return { appeared: topMost(appeared), disappeared: topMost(disappeared), moved: topMost(moved) };
}

/** Keys of every element that changed at all between two moments with no action: what varies by itself. */
export function restlessKeys(first: readonly ElementRecord[], second: readonly ElementRecord[]): string[] {
  const later = new Map(second.map((element) => [element.key, element]));
  const keys = new Set<string>();
  for (const element of first) {
    const other = later.get(element.key);
    if (!other) {
      if (element.visible) keys.add(element.key);
      continue;
    }
    if (element.visible !== other.visible || (element.visible && shifted(element.box, other.box))) keys.add(element.key);
  }
  const earlier = new Set(first.map((element) => element.key));
  for (const element of second) if (element.visible && !earlier.has(element.key)) keys.add(element.key);
  return [...keys];
}

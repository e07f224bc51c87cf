import type { ElementRecord } from './element-record';
import type { Box } from './finding';
import { parentKey } from './interactive-targets';

/** One element that changed, named by its key (the same server element on both sides). */
export interface Change {
  key: string;
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

const topMost = (changes: Change[]): Change[] => {
  const keys = new Set(changes.map((change) => change.key));
  return changes.filter((change) => {
    for (let parent = parentKey(change.key); parent; parent = parentKey(parent)) if (keys.has(parent)) return false;
    return true;
  });
};

/** Every element that appeared, disappeared or moved from `before` to `after`, collapsed to the top-most of each. */
export function changesBetween(before: readonly ElementRecord[], after: readonly ElementRecord[]): PageChanges {
  const earlier = new Map(before.map((element) => [element.key, element]));
  const later = new Map(after.map((element) => [element.key, element]));
  const appeared: Change[] = [];
  const disappeared: Change[] = [];
  const moved: Change[] = [];
  for (const element of after) {
    const was = earlier.get(element.key);
    if (element.visible && !was?.visible) appeared.push({ key: element.key, box: element.box });
    else if (element.visible && was && (Math.abs(was.box[0] - element.box[0]) > MOVE_TOLERANCE || Math.abs(was.box[1] - element.box[1]) > MOVE_TOLERANCE)) {
      moved.push({ key: element.key, box: element.box });
    }
  }
  for (const element of before) if (element.visible && !later.get(element.key)?.visible) disappeared.push({ key: element.key, box: element.box });
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
    const shifted = Math.abs(element.box[0] - other.box[0]) > MOVE_TOLERANCE || Math.abs(element.box[1] - other.box[1]) > MOVE_TOLERANCE;
    if (element.visible !== other.visible || (element.visible && shifted)) keys.add(element.key);
  }
  const earlier = new Set(first.map((element) => element.key));
  for (const element of second) if (element.visible && !earlier.has(element.key)) keys.add(element.key);
  return [...keys];
}

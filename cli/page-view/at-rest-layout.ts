import type { IndexedSide } from './at-rest-side';
import { ancestorKeys, parentKey } from './key-tree';

/** Beyond this a visitor sees it: 4 px, or 3 % of the size for large boxes (text wraps a little differently). */
const beyond = (delta: number, size: number) => Math.abs(delta) > Math.max(4, size * 0.03);

interface Change {
  dx: number;
  dy: number;
  dw: number;
  dh: number;
  x: boolean;
  y: boolean;
  w: boolean;
  h: boolean;
}

/**
 * Size and place differences, each where it starts: a width where the parent's width did not change (a narrower
 * column narrows what is inside), a height where nothing inside changed (content makes its containers taller),
 * a place relative to the parent where no earlier sibling changed (a taller block pushes down what follows).
 * `explained` holds elements already reported otherwise (missing, shown on one side): they explain their
 * containers' heights and their later siblings' places.
 */
export function layoutDifferences(original: IndexedSide, enhanced: IndexedSide, visibleOnBoth: readonly string[], explained: ReadonlySet<string>): { key: string; text: string }[] {
  const changes = new Map<string, Change>();
  for (const key of visibleOnBoth) {
    const [a, b] = [original.byKey.get(key)!.box, enhanced.byKey.get(key)!.box];
    const parent = parentKey(key);
    const [pa, pb] = [parent && original.byKey.get(parent)?.box, parent && enhanced.byKey.get(parent)?.box];
    // Where it is in its parent: a parent that moved moves what it holds, which is not a difference of its own.
    const dx = b[0] - (pb ? pb[0] : 0) - (a[0] - (pa ? pa[0] : 0));
    const dy = b[1] - (pb ? pb[1] : 0) - (a[1] - (pa ? pa[1] : 0));
    const [dw, dh] = [b[2] - a[2], b[3] - a[3]];
    changes.set(key, { dx, dy, dw, dh, x: beyond(dx, a[2]), y: beyond(dy, a[3]), w: beyond(dw, a[2]), h: beyond(dh, a[3]) });
  }
  // What changed, seen or not: on one side only, shown on one side only, or resized (a box that collapsed to nothing).
  const changed = new Set<string>(explained);
  for (const element of original.view.elements) {
    const other = enhanced.byKey.get(element.key);
    const change = changes.get(element.key);
    if (change ? change.h || change.w || change.x || change.y : !other || other.visible !== element.visible || beyond(other.box[3] - element.box[3], element.box[3]) || beyond(other.box[2] - element.box[2], element.box[2])) {
      changed.add(element.key);
    }
  }
  // Containers of something that changed height, or that is reported otherwise.
  const holdsChange = new Set<string>();
  for (const key of changed) {
    const change = changes.get(key);
    if (!change || change.h) ancestorKeys(key).forEach((ancestor) => holdsChange.add(ancestor));
  }
  // Siblings in document order: a change in one explains where the later ones are.
  const siblingChanged = new Map<string, boolean>();
  const seenChange = new Set<string>();
  // An element only the enhanced page has may sit anywhere among its siblings: it explains them all.
  for (const key of explained) if (!original.byKey.has(key)) seenChange.add(parentKey(key) ?? '');
  for (const key of original.view.elements.map((element) => element.key)) {
    const parent = parentKey(key) ?? '';
    siblingChanged.set(key, seenChange.has(parent));
    if (changed.has(key)) seenChange.add(parent);
  }

  const found: { key: string; text: string }[] = [];
  for (const [key, change] of changes) {
    const parent = parentKey(key);
    const parentChange = parent ? changes.get(parent) : undefined;
    const [a, b] = [original.byKey.get(key)!.box, enhanced.byKey.get(key)!.box];
    const parts: string[] = [];
    if (change.w && !parentChange?.w) parts.push(`width ${a[2]} → ${b[2]} px`);
    if (change.h && !holdsChange.has(key)) parts.push(`height ${a[3]} → ${b[3]} px`);
    const moved: string[] = [];
    if (change.x && !siblingChanged.get(key) && !parentChange?.w) moved.push(`${Math.abs(change.dx)} px ${change.dx > 0 ? 'right' : 'left'}`);
    if (change.y && !siblingChanged.get(key)) moved.push(`${Math.abs(change.dy)} px ${change.dy > 0 ? 'down' : 'up'}`);
    if (moved.length) parts.push(`moved ${moved.join(' and ')} in its parent`);
    if (parts.length) found.push({ key, text: parts.join(', ') });
  }
  return found;
}

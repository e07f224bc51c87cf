import type { SideView } from './at-rest-side';
import { isInside, parentKey, topMost } from './key-tree';

/**
 * Keys name an element by its first class: a script that gives a classless element a class (`inited` on a link)
 * renames it and what it holds. Where each side has elements of the same tag under the same parent that the other
 * lacks, they are taken, in order, for the same ones: the enhanced side's are renamed as the original's, so that
 * what differs shows as a class, not as one element missing and another extra.
 */
export function alignKeys(original: SideView, enhanced: SideView): SideView {
  const enhancedKeys = new Set(enhanced.elements.map((element) => element.key));
  const originalKeys = new Set(original.elements.map((element) => element.key));
  const slot = (key: string, tag: string) => `${parentKey(key) ?? ''}\n${tag}`;
  const unmatched = (view: SideView, other: ReadonlySet<string>) => {
    const tags = new Map(view.elements.map((element) => [element.key, element.tag]));
    const bySlot = new Map<string, string[]>();
    for (const key of topMost(view.elements.filter((element) => !other.has(element.key)).map((element) => element.key))) {
      const name = slot(key, tags.get(key)!);
      bySlot.set(name, [...(bySlot.get(name) ?? []), key]);
    }
    return bySlot;
  };
  const originalOnly = unmatched(original, enhancedKeys);
  const renames: [string, string][] = [];
  for (const [name, keys] of unmatched(enhanced, originalKeys)) {
    const theirs = originalOnly.get(name) ?? [];
    keys.slice(0, theirs.length).forEach((key, index) => renames.push([key, theirs[index]!]));
  }
  if (renames.length === 0) return enhanced;
  const rename = (key: string) => {
    for (const [from, to] of renames) {
      if (key === from) return to;
      if (isInside(key, from)) return to + key.slice(from.length);
    }
    return key;
  };
  return {
    ...enhanced,
    elements: enhanced.elements.map((element) => ({ ...element, key: rename(element.key) })),
    server: enhanced.server.map((element) => ({ ...element, key: rename(element.key) })),
  };
}

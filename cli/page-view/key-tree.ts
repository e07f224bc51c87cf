/** Keys are paths (`a>b>c`): an element's ancestors are its key's prefixes. */

export const parentKey = (key: string): string | undefined => {
  const cut = key.lastIndexOf('>');
  return cut < 0 ? undefined : key.slice(0, cut);
};

/** The element's ancestors' keys, nearest first. */
export function ancestorKeys(key: string): string[] {
  const keys: string[] = [];
  for (let parent = parentKey(key); parent !== undefined; parent = parentKey(parent)) keys.push(parent);
  return keys;
}

export const hasAncestorIn = (key: string, keys: ReadonlySet<string>): boolean => ancestorKeys(key).some((ancestor) => keys.has(ancestor));

export const isInside = (key: string, ancestor: string): boolean => key.startsWith(`${ancestor}>`);

/** The keys of `keys` none of whose ancestors is among them: one difference, not one per element inside it. */
export const topMost = (keys: readonly string[]): string[] => {
  const all = new Set(keys);
  return keys.filter((key) => !hasAncestorIn(key, all));
};

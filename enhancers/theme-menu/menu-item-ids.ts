/**
 * The items before and after `id` in its menu block, wrapping around at both ends; undefined when the
 * block lists fewer than two items or does not list `id`.
 */
export function neighbours(ids: readonly string[], id: string): { prev: string; next: string } | undefined {
  const index = ids.indexOf(id);
  if (ids.length < 2 || index < 0) return undefined;
  return { prev: ids[(index - 1 + ids.length) % ids.length]!, next: ids[(index + 1) % ids.length]! };
}

// The values a rule sees for a field: every entry named `field` or `field[…]` (a checkbox group posts
// `checkbox-1[]`), without blank ones: an empty text, or the empty file an untouched file input posts.
// PHP's wpcf7_array_flatten + wpcf7_exclude_blank on $_POST / $_FILES; swv's FormData tree on the client.

/** A posted file as the rules read it (a `File`, from any realm). */
export interface PostedFile {
  name: string;
  size: number;
  type: string;
}

export interface FieldValues {
  texts: string[];
  files: PostedFile[];
}

const isOwnEntry = (entryName: string, field: string): boolean =>
  entryName === field || (entryName.startsWith(`${field}[`) && entryName.endsWith(']'));

export function fieldValues(data: FormData, field: string): FieldValues {
  const texts: string[] = [];
  const files: PostedFile[] = [];
  for (const [name, value] of data.entries()) {
    if (!isOwnEntry(name, field)) continue;
    if (typeof value === 'string') {
      if (value !== '') texts.push(value);
    } else if (value.name !== '') {
      files.push({ name: value.name, size: value.size, type: value.type });
    }
  }
  return { texts, files };
}

/** Every field name the data carries (`checkbox-1[]` counts as `checkbox-1`). */
export function postedFieldNames(data: FormData): Set<string> {
  const names = new Set<string>();
  for (const name of data.keys()) names.add(name.replace(/\[.*$/, ''));
  return names;
}

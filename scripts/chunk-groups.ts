// The chunk plan's pure parts (scripts/chunk-plan.ts), apart so that they can be tested.

/** A bundle file as chunk-modules.json lists it. */
export interface BundleFile {
  /** The module a lazy import of this file asks for, when the file is one's target. */
  entry?: string;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/** For each file, the lazily imported files (those `counts`) whose static graph holds it. */
export function usersOf(bundle: Record<string, BundleFile>, counts: (target: string) => boolean): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const visit = (file: string, user: string, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    users.set(file, (users.get(file) ?? new Set()).add(user));
    for (const imported of bundle[file]?.imports ?? []) visit(imported, user, seen);
  };
  const targets = new Set(Object.values(bundle).flatMap(({ dynamicImports }) => dynamicImports));
  for (const target of targets) if (counts(target)) visit(target, target, new Set());
  return users;
}

/** Splits files (largest first) into parts whose gzip sizes add up to at most `limit` (a bigger file alone). */
export function cut(files: string[], gzip: (file: string) => number, limit: number): string[][] {
  const parts: { files: string[]; bytes: number }[] = [];
  for (const file of files) {
    const bytes = gzip(file);
    const room = parts.find((part) => part.bytes + bytes <= limit);
    if (room) {
      room.files.push(file);
      room.bytes += bytes;
    } else parts.push({ files: [file], bytes });
  }
  return parts.map((part) => part.files);
}

/**
 * The part of the enhancers a module belongs to: its folder (`theme-menu`), or its folder's subfolder for the
 * other families (`booking/calendar`); undefined for shared code (`src/`, a family's list).
 */
export function partOf(module: string): string | undefined {
  const [, folder, sub] = /^enhancers\/([^/]+)\/(?:([^/]+)\/)?/.exec(module) ?? [];
  if (!folder) return undefined;
  return sub && !isTheme(folder) ? `${folder}/${sub}` : folder;
}

// The theme's parts are folders of their own (theme-menu, theme-forms, …); the message popup is the theme's too.
const isTheme = (folder: string): boolean => folder.startsWith('theme-') || folder === 'message-popup';
const familyOf = (part: string): string => {
  const folder = part.split('/')[0]!;
  return isTheme(folder) ? 'theme' : folder;
};

/**
 * The layer of code that no page loads at start, from the parts (`partOf`) whose lazily loaded code uses it:
 * one part's code is `<part>-ui`, several parts of one family share `<family>-ui`, and what several families
 * use is `ui-core`. A first use then fetches the renderer, `ui-core` and its part's and family's layers.
 */
export function layerOf(parts: Iterable<string>): string {
  const used = new Set(parts);
  const families = new Set([...used].map(familyOf));
  if (families.size !== 1) return 'ui-core';
  if (used.size === 1) return `${[...used][0]!.replace('/', '-')}-ui`;
  return `${[...families][0]}-ui`;
}

/**
 * What a start file's unseen users (code only a visitor's use loads) count for in its group key: their families,
 * less the file's own. A theme menu that no page has opened yet may share the theme's start code, which every page
 * that can open it loads at start anyway; a Booked form may not share a small helper with the theme's start code.
 * Shared code (`src/`, no family) keeps every family of its users.
 */
export function unseenFamilies(modules: readonly string[], unseenEntries: Iterable<string>): string[] {
  const own = new Set(modules.map((module) => partOf(module)).map((part) => (part === undefined ? undefined : familyOf(part))));
  const ownFamily = own.size === 1 ? [...own][0] : undefined;
  const families = new Set([...unseenEntries].map((entry) => partOf(entry)).map((part) => (part === undefined ? 'shared' : familyOf(part))));
  if (ownFamily) families.delete(ownFamily);
  return [...families].sort();
}

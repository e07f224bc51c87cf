// The chunk plan's pure parts (scripts/chunk-plan.ts), apart so that they can be tested.

/** A bundle file as chunk-modules.json lists it. */
export interface BundleFile {
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

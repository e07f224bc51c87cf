// Import cycles among our sources (issue 30): every relative import, static, type-only or lazy (`import('./x')`),
// as a graph; its strongly connected components of more than one file are the cycles. A lazy import counts: a
// module that loads another which imports it back is one concept split in two.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORTED = /(?:\bfrom\s+|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each source file under `folders` (relative to `root`) with the files it imports. */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = [...readFileSync(file, 'utf8').matchAll(IMPORTED)].flatMap(([, spec]) => {
      const base = resolve(dirname(file), spec!);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
      return hit ? [relative(root, hit)] : [];
    });
    graph.set(relative(root, file), imported);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of two files or more (Tarjan). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(file, Math.min(low.get(file)!, low.get(imported)!));
      } else if (onStack.has(imported)) low.set(file, Math.min(low.get(file)!, index.get(imported)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

// Rollup plugin: every dynamic `import()` in our own code fetches the target's whole static graph at once.
//
// Without it the browser learns a chunk's imports only after the chunk arrives, so a component four levels
// deep costs four round trips. At build time the graph is known: each `import(X)` becomes
// `loadGraph(() => import(X), [every file X needs])`, and src/module-graph.ts puts a modulepreload link on
// each before importing (one round trip), or only the links when the code is fetched ahead (not run).
//
// Two steps: `transform` wraps the call, passing a marker that names the target module, and imports the
// helper; `generateBundle` swaps each marker for the files of the chunk holding that module (known only
// then), as paths relative to the file that holds the helper, and writes beside the helper what each
// imported module may import lazily once used (fetched ahead with it; read only then, so never at start):
// numbered lists, each load naming its own by a third argument. Per module, not per file: a layer holds many
// components, and the theme's date picker's Booked popup is no business of the tabs beside it.
import MagicString from 'magic-string';
import { dirname, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HELPER = fileURLToPath(new URL('../src/module-graph.ts', import.meta.url));
const MARKER = 'module-graph:';
// The entry's own imports use a helper of a few bytes instead (src/preload-with.ts): every page loads the
// entry, most of them nothing else (plain.html), and the module graph's helper would cost each ~250 bytes.
// It passes the files a family's list imports statically (a few shared files), which the browser would
// otherwise learn of only once the list had come, a round trip later.
const ENTRY_HELPER = fileURLToPath(new URL('../src/preload-with.ts', import.meta.url));
const ENTRY_MARKER = 'module-graph-entry:';
const IN_ENTRY = /enhancers\/index\.ts$/;
// The entry's imports of the start code and the module graph's helper stay plain: neither needs another file.
const PLAIN = /src\/entry\.ts$/;
// Beside the helper: which files each target may import lazily later (src/module-graph.ts reads it).
const LATER = 'module-graph-later.js';
// In a lazy import, `import(/* @fetch-ahead */ './x')`: fetched ahead with whatever needs the importing module.
const AHEAD_MARK = '@fetch-ahead';
// `import(/* @not-ahead */ './x')`: fetched only when that code runs, never ahead with the module importing it
// (an answer's schema, with zod: fetched beside its request, src/answer-schema.ts).
const NOT_AHEAD_MARK = '@not-ahead';
const MARKED = new RegExp(`(["'\`])${MARKER}([^"'\`]+)\\1`, 'g');
const ENTRY_MARKED = new RegExp(`(["'\`])${ENTRY_MARKER}([^"'\`]+)\\1`, 'g');

/** Every ImportExpression node in an ESTree program. */
function importExpressions(node, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'ImportExpression') found.push(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => importExpressions(child, found));
    else if (value && typeof value === 'object') importExpressions(value, found);
  }
  return found;
}

/** The chunk and every chunk it imports statically, transitively: what must be there before it can run. */
function staticGraph(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticGraph(bundle, imported, seen);
  return seen;
}

/**
 * The modules a module needs before it runs: itself and its static imports, transitively. Modules, not
 * chunks: a chunk may hold modules the target never uses.
 */
function staticModules(getModuleInfo, moduleId, seen = new Set()) {
  if (seen.has(moduleId)) return seen;
  seen.add(moduleId);
  for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) staticModules(getModuleInfo, imported, seen);
  return seen;
}

/**
 * What a target's code may import lazily once used, with all those need: among the modules the target needs,
 * every lazy import of those in the target's own file (a popup's form warming up its submit code), and those
 * marked `@fetch-ahead` anywhere (the message popup that a like's answer may show, imported by a shared
 * module). One level. Every lazy import of every module needed reached too far: a Booked profile fetched the
 * booking form through the legacy globals, and whole chunks reached nearly the whole site (1.3 MB over the
 * fixture pages within 5 s).
 */
function laterGraph(bundle, getModuleInfo, chunkOf, moduleId, aheadImports, notAheadImports) {
  const later = new Set();
  const ownFile = chunkOf(moduleId);
  for (const needed of staticModules(getModuleInfo, moduleId)) {
    const lazy = chunkOf(needed) === ownFile ? getModuleInfo(needed)?.dynamicallyImportedIds ?? [] : aheadImports.get(needed) ?? [];
    const notAhead = notAheadImports.get(needed) ?? [];
    for (const each of lazy.filter((target) => !notAhead.includes(target))) {
      const file = chunkOf(each);
      if (file) staticGraph(bundle, file, later);
    }
  }
  return later;
}

export function moduleGraph() {
  // For each module, its lazy imports marked `/* @fetch-ahead */`: fetched ahead with every target needing it.
  const aheadImports = new Map();
  // For each module, its lazy imports marked `/* @not-ahead */`.
  const notAheadImports = new Map();
  return {
    name: 'module-graph',
    async transform(code, id) {
      if (id === HELPER) return code.replace('/* module-graph */ false', 'true');
      if (id.includes('node_modules') || PLAIN.test(id) || !code.includes('import(')) return null;
      const calls = importExpressions(this.parse(code));
      if (calls.length === 0) return null;
      const inEntry = IN_ENTRY.test(id);
      const [helper, wrapper, marker] = inEntry ? [ENTRY_HELPER, 'preloadWith', ENTRY_MARKER] : [HELPER, 'loadGraph', MARKER];
      const edited = new MagicString(code);
      for (const call of calls) {
        const specifier = call.source.type === 'Literal' ? call.source.value : undefined;
        const target = typeof specifier === 'string' ? (await this.resolve(specifier, id))?.id : undefined;
        if (!target) continue;
        const marks = code.slice(call.start, call.source.start);
        if (marks.includes(AHEAD_MARK)) aheadImports.set(id, [...(aheadImports.get(id) ?? []), target]);
        if (marks.includes(NOT_AHEAD_MARK)) notAheadImports.set(id, [...(notAheadImports.get(id) ?? []), target]);
        edited.prependLeft(call.start, `__${wrapper}(() => `);
        edited.appendRight(call.end, `, ${JSON.stringify(marker + target)})`);
      }
      edited.prepend(`import { ${wrapper} as __${wrapper} } from ${JSON.stringify(helper)};\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const helperFile = chunks.find((chunk) => chunk.moduleIds.includes(HELPER))?.fileName;
      const chunkOf = (moduleId) =>
        (chunks.find((chunk) => chunk.facadeModuleId === moduleId) ?? chunks.find((chunk) => chunk.moduleIds.includes(moduleId)))?.fileName;
      // The later lists, each once: a load names its list by number (its third argument).
      const laterLists = [];
      const laterId = (files) => {
        const key = JSON.stringify(files);
        const found = laterLists.indexOf(key);
        return found >= 0 ? found : laterLists.push(key) - 1;
      };
      // Paths as the helper resolves them: relative to its own file.
      const relativeTo = (each) => {
        const path = relative(dirname(helperFile), each).split('\\').join(posix.sep);
        return path.startsWith('.') ? path : `./${path}`;
      };
      for (const file of chunks) {
        if (file.code.includes(ENTRY_MARKER)) {
          // Relative to the entry (the helper is in it). Not the target (import() asks for it), the entry, or the
          // module graph's helper (the entry imports it beside the start code).
          file.code = file.code.replace(ENTRY_MARKED, (_marker, _quote, moduleId) => {
            const target = chunkOf(moduleId);
            if (!target) this.error(`${file.fileName} imports ${moduleId}, which is in no chunk`);
            const skipped = (each) => each === target || each === helperFile || bundle[each].isEntry;
            const files = [...staticGraph(bundle, target)].filter((each) => !skipped(each));
            return JSON.stringify(files.map((each) => `./${posix.relative(dirname(file.fileName), each)}`));
          });
        }
        if (!file.code.includes(MARKER)) continue;
        if (!helperFile) this.error(`${file.fileName} loads modules but no chunk holds ${HELPER}`);
        // What this file imports statically is there when it runs; the entry is on the page already (and
        // under its own URL: a second link could fetch it again).
        const present = staticGraph(bundle, file.fileName);
        file.code = file.code.replace(MARKED, (_marker, _quote, moduleId) => {
          const target = chunkOf(moduleId);
          if (!target) this.error(`${file.fileName} imports ${moduleId}, which is in no chunk`);
          const needed = staticGraph(bundle, target);
          const wanted = (each) => !present.has(each) && !bundle[each].isEntry;
          const later = [...laterGraph(bundle, (id) => this.getModuleInfo(id), chunkOf, moduleId, aheadImports, notAheadImports)].filter((each) => !needed.has(each) && !bundle[each].isEntry);
          const files = JSON.stringify([...needed].filter(wanted).map(relativeTo));
          return later.length ? `${files},${laterId(later.map(relativeTo))}` : files;
        });
      }
      // What each target may import lazily once used: fetched ahead with it, read only then (not at start).
      if (helperFile) this.emitFile({ type: 'asset', fileName: posix.join(dirname(helperFile), LATER), source: `export default [${laterLists.join(',')}];\n` });
    },
  };
}

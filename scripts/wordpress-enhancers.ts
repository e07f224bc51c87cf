// Generates the WordPress plugin's list of families and enhancers (name and a short description) from
// `enhancers/`, at build time: the names from the family lists themselves (`enhancers/index.ts` and each
// `<family>-family.ts`, imported), the descriptions from each enhancer module's doc comment (read with the
// TypeScript compiler API). The list goes into the plugin only (`generated/enhancers.json`): the browser
// bundle never carries the descriptions.
//
//   tsx scripts/wordpress-enhancers.ts [out-file]   (default: wordpress/wp-enhance/generated/enhancers.json)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { EnhancerDefinition } from '../src/enhancer';
import { families } from '../enhancers/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const enhancersDir = join(root, 'enhancers');

export interface ListedEnhancer {
  name: string;
  description: string;
  /** Where the description was read (for the developer; not shown). */
  source: string;
  /** At-rest parts switched on and off with this enhancer (`<name>-at-rest`). */
  parts: string[];
}
export interface ListedFamily {
  family: string;
  description: string;
  enhancers: ListedEnhancer[];
}

const sources = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    sources.set(file, source);
  }
  return source;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file));
}

/** The text of a doc comment, without its stars, on one line. */
function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\*|\/\/)\s?/, '').trim())
    .join(' ')
    .replace(/\{@link\s+([^}]+)\}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function jsDocOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const docs = ranges.map((range) => source.text.slice(range.pos, range.end)).filter((text) => text.startsWith('/**'));
  return docs.length ? commentText(docs[docs.length - 1]!) : undefined;
}

function leadingLineComments(source: ts.SourceFile): string | undefined {
  const first = source.statements[0];
  if (!first) return undefined;
  const ranges = ts.getLeadingCommentRanges(source.text, first.getFullStart()) ?? [];
  const text = ranges.map((range) => source.text.slice(range.pos, range.end)).filter((t) => t.startsWith('//')).join('\n');
  return text ? commentText(text) : undefined;
}

function declarationNamed(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name) return statement;
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) return statement;
  }
  return undefined;
}

/**
 * A local declaration's doc comment; for an undocumented wrapper (`function Box(props) { … <Component/> }`),
 * the doc of the first documented local declaration it uses.
 */
function documentedDeclaration(source: ts.SourceFile, name: string, seen: Set<string>): string | undefined {
  if (seen.has(name)) return undefined;
  seen.add(name);
  const declaration = declarationNamed(source, name);
  if (!declaration) return undefined;
  const own = jsDocOf(declaration, source);
  if (own) return own;
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text !== name && declarationNamed(source, node.text)) {
      found = documentedDeclaration(source, node.text, seen);
      if (found) return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(declaration, visit);
  return found;
}

/** The module's own doc comment: on its default export, on the component it wraps, or its first one. */
function describeModule(file: string): string | undefined {
  const source = parse(file);
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    const own = jsDocOf(statement, source);
    if (own) return own;
    // `defineComponent(Component)`, `defineEnhancerModule(…)`, `makeModule('main')`: the wrapped
    // component's doc, else the called function's own.
    const expression = statement.expression;
    const candidates = ts.isCallExpression(expression) ? [expression.arguments[0], expression.expression] : [expression];
    for (const candidate of candidates) {
      if (!candidate || !ts.isIdentifier(candidate)) continue;
      const doc = documentedDeclaration(source, candidate.text, new Set());
      if (doc) return doc;
    }
  }
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) && !ts.isClassDeclaration(statement)) continue;
    const doc = jsDocOf(statement, source);
    if (doc) return doc;
  }
  for (const statement of source.statements) {
    const doc = jsDocOf(statement, source);
    if (doc) return doc;
  }
  return leadingLineComments(source);
}

/** In a module exporting several mounts by key (a barrel), the module the key's value is imported from. */
function followKey(file: string, key: string): string | undefined {
  const source = parse(file);
  const imports = new Map<string, string>();
  let target: string | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (node.importClause.name) imports.set(node.importClause.name.text, from);
      const bindings = node.importClause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imports.set(element.name.text, from);
    }
    if (ts.isExportSpecifier(node) && node.name.text === key && node.parent.parent.moduleSpecifier && ts.isStringLiteral(node.parent.parent.moduleSpecifier)) {
      target = resolveModule(file, node.parent.parent.moduleSpecifier.text);
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === key && ts.isIdentifier(node.initializer)) {
      const from = imports.get(node.initializer.text);
      if (from) target = resolveModule(file, from);
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === key) {
      const from = imports.get(node.name.text);
      if (from) target = resolveModule(file, from);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return target;
}

function importsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword && child.arguments[0] && ts.isStringLiteral(child.arguments[0])) {
      found.push(child.arguments[0].text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** `module.someKey` in `.then((module) => ({ default: module.someKey }))`. */
function pickedKey(node: ts.Node): string | undefined {
  let key: string | undefined;
  const visit = (child: ts.Node): void => {
    if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.name) && child.name.text === 'default' && ts.isPropertyAccessExpression(child.initializer)) {
      key = child.initializer.name.text;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return key;
}

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The module file that holds an enhancer's code, found from its definition's source. */
function findModule(name: string, family: string, definitionFiles: string[]): string | undefined {
  const short = name.startsWith(`${family}-`) ? name.slice(family.length + 1) : name;
  for (const file of definitionFiles) {
    const source = parse(file);
    let found: string | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (ts.isStringLiteral(node) && (node.text === name || (file.includes('/theme-') && node.text === short))) {
        // The row: the nearest array element or object literal holding the name.
        let row: ts.Node = node.parent;
        while (row.parent && !ts.isArrayLiteralExpression(row.parent) && !ts.isVariableDeclaration(row.parent)) row = row.parent;
        const own = importsIn(row);
        if (own[0]) {
          const module = resolveModule(file, own[0]);
          const key = pickedKey(row);
          found = (module && key && followKey(module, key)) || module;
          return;
        }
        // A row of a group: the group's shared module, and the row's key (its third item) or its short name.
        let call: ts.Node | undefined = row.parent;
        while (call && !(ts.isCallExpression(call) && call.arguments.some((argument) => importsIn(argument).length))) call = call.parent;
        if (call && ts.isCallExpression(call)) {
          const shared = resolveModule(file, importsIn(call.arguments[0]!)[0]!);
          const third = ts.isArrayLiteralExpression(row) ? row.elements[2] : undefined;
          const key = third && ts.isStringLiteral(third) ? third.text : short;
          found = (shared && (followKey(shared, key) ?? followKey(shared, camel(key)))) || shared;
          return;
        }
        // A mount defined in the definition file itself (an identifier): its declaration's module.
        found = file;
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (found) return found;
  }
  const named = [join(dirname(definitionFiles[0]!), `${short}.ts`), join(dirname(definitionFiles[0]!), `${short}.tsx`)].find((f) => existsSync(f));
  return named;
}

/** A short description: the comment's first sentence. */
function shorten(text: string): string {
  // The first sentence, or two when the first is only a title ("Players table (B).").
  const sentences = text.match(/.+?[.!?](?=\s|$)/g) ?? [text];
  const sentence = sentences[0]!.length < 40 && sentences[1] ? `${sentences[0]}${sentences[1]}` : sentences[0]!;
  return sentence.length > 220 ? `${sentence.slice(0, 217).replace(/\s+\S*$/, '')}…` : sentence;
}

/** The definition files a family list draws from (its own `<family>/definition.ts` and what it imports). */
function definitionFilesOf(family: string): string[] {
  const list = join(enhancersDir, `${family}-family.ts`);
  const files = parse(list)
    .statements.filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith('./'))
    .map((specifier) => resolveModule(list, specifier))
    .filter((file): file is string => !!file);
  return files;
}

export async function listEnhancers(): Promise<ListedFamily[]> {
  const listed: ListedFamily[] = [];
  for (const { family, load } of families) {
    const definitions: readonly EnhancerDefinition[] = (await load()).default;
    const listFile = join(enhancersDir, `${family}-family.ts`);
    const familyDoc = describeModule(listFile) ?? family;
    const files = definitionFilesOf(family);
    const names = definitions.map((definition) => definition.name);
    const enhancers: ListedEnhancer[] = [];
    for (const definition of definitions) {
      const module = findModule(definition.name, family, files);
      const doc = module && describeModule(module);
      if (!doc) throw new Error(`No doc comment found for enhancer ${definition.name} (module ${module ?? 'not found'})`);
      enhancers.push({ name: definition.name, description: shorten(doc), source: relative(root, module!), parts: [] });
    }
    // An at-rest part goes with its component when both are listed; otherwise it stands alone.
    const grouped = enhancers.filter((enhancer) => {
      const owner = enhancer.name.endsWith('-at-rest') ? enhancers.find((other) => other.name === enhancer.name.replace(/-at-rest$/, '')) : undefined;
      if (owner) owner.parts.push(enhancer.name);
      return !owner;
    });
    if (new Set(names).size !== names.length) throw new Error(`Duplicate enhancer names in family ${family}`);
    listed.push({ family, description: shorten(familyDoc), enhancers: grouped });
  }
  return listed;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const out = resolve(process.argv[2] ?? join(root, 'wordpress/wp-enhance/generated/enhancers.json'));
  const list = await listEnhancers();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ generated: 'by scripts/wordpress-enhancers.ts from enhancers/: do not edit', families: list }, null, 1)}\n`);
  const count = list.reduce((sum, family) => sum + family.enhancers.reduce((n, e) => n + 1 + e.parts.length, 0), 0);
  console.log(`wrote ${relative(root, out)}: ${list.length} families, ${count} enhancers`);
}

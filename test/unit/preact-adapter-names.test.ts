// Unit tests run real React, production runs Preact's core through src/preact-adapter/ (no preact/compat,
// which renames and normalises props). So every camelCase prop written on an HTML or SVG element in src/
// and enhancers/ must be one Preact's core sets as React does, or one the adapter renames (DOM_NAMES).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ts from 'typescript';
import { DOM_NAMES } from '../../src/preact-adapter/dom-names';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Names Preact's core sets as React does: as the element's property of that name (a select's
 * `defaultValue` is not one: compat handles it, the adapter does not), or a listener for the event
 * of the lowercased name. compat renames `onChange` on text fields (to input events), `onFocus`,
 * `onBlur`, `onDoubleClick` and some others: none of them may appear here without adapter support.
 */
const SAME_IN_PREACT: Record<string, readonly string[] | 'any'> = {
  colSpan: ['td', 'th'],
  defaultValue: ['input', 'textarea'],
  maxLength: ['input', 'textarea'],
  viewBox: ['svg'],
  onClick: 'any',
  onKeyDown: 'any',
};

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsxFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );

/** `tag name` of every prop written on an intrinsic element, with where it is. */
function elementProps(): { tag: string; name: string; at: string }[] {
  const found: { tag: string; name: string; at: string }[] = [];
  for (const file of [...tsxFiles(join(root, 'src')), ...tsxFiles(join(root, 'enhancers'))]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[a-z]/.test(node.tagName.getText(source))) {
        for (const prop of node.attributes.properties) {
          const at = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(prop.getStart(source)).line + 1}`;
          found.push({ tag: node.tagName.getText(source), name: ts.isJsxAttribute(prop) ? prop.name.getText(source) : '{...spread}', at });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

test('every camelCase prop on an element is set by Preact as by React, or renamed by the adapter', () => {
  const props = elementProps();
  assert.ok(props.length > 100, 'the survey found the elements');
  const unhandled = props
    .filter(({ name }) => /[A-Z]/.test(name) && !(name in DOM_NAMES))
    .filter(({ tag, name }) => {
      const tags = SAME_IN_PREACT[name];
      return !(tags === 'any' || tags?.includes(tag));
    })
    .map(({ tag, name, at }) => `<${tag} ${name}> at ${at}`);
  assert.equal(unhandled, [], 'check how Preact core sets these, then list them above or add them to DOM_NAMES');
});

test('no props are spread onto elements (their names could not be checked)', () => {
  assert.equal(elementProps().filter(({ name }) => name === '{...spread}').map(({ at }) => at), []);
});

test('DOM_NAMES holds only names still in use', () => {
  const used = new Set(elementProps().map(({ name }) => name));
  assert.equal(Object.keys(DOM_NAMES).filter((name) => !used.has(name)), []);
});

test.run();

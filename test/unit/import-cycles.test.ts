import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cycles, importGraph } from '../../scripts/import-cycles';

test('cycles: a loop of two, a loop of three, and files outside any loop', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a', 'c']],
    ['c', ['d']],
    ['d', ['e']],
    ['e', ['c']],
    ['f', ['a']],
  ]);
  assert.equal(cycles(graph), [['c', 'd', 'e'], ['a', 'b']]);
  assert.equal(cycles(new Map([['x', ['y']], ['y', []]])), []);
});

test('no import cycles in src/, enhancers/ and cli/ (static, type-only and lazy imports)', () => {
  const graph = importGraph(new URL('../../', import.meta.url).pathname, ['src', 'enhancers', 'cli']);
  assert.ok(graph.size > 300, `read ${graph.size} files`);
  assert.ok(graph.get('src/ajax.ts')?.includes('src/transport.ts'), 'static imports are read');
  assert.ok(graph.get('enhancers/booking/legacy-stubs.ts')?.includes('enhancers/booking/legacy-globals.ts'), 'lazy imports are read');
  assert.equal(cycles(graph), []);
});

test.run();

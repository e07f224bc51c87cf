// Every family's list of definitions loads (withStrategies checks each strategy names a definition outside the
// production build), and names are unique: the lists themselves are what the entry loads per family.
import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { families } from '../../enhancers/index';
import { withStrategies } from '../../src/enhancer';

test('withStrategies rejects a strategy for a name the list lacks (outside the production build)', () => {
  const definition = { name: 'one', family: 'x', selector: 'p', load: () => Promise.reject(new Error('unused')) };
  assert.throws(() => withStrategies([definition], { onr: 'visible' }), /Strategies for unknown enhancers: onr/);
  assert.is(withStrategies([definition], { one: 'visible' })[0]!.strategy, 'visible');
});

test('every family list loads, with unique names and known strategies', async () => {
  resetDom();
  const names = new Set<string>();
  for (const family of families) {
    const { default: definitions } = await family.load();
    assert.ok(definitions.length > 0, family.family);
    for (const definition of definitions) {
      assert.not.ok(names.has(definition.name), definition.name);
      names.add(definition.name);
      assert.is(definition.family, family.family, definition.name);
      assert.ok([undefined, 'ready', 'visible', 'interaction'].includes(definition.strategy), definition.name);
    }
  }
  assert.ok(names.has('theme-map'));
  const { default: theme } = await families.find((family) => family.family === 'theme')!.load();
  assert.is(theme.find((definition) => definition.name === 'theme-map')!.strategy, 'visible');
  assert.is(theme.find((definition) => definition.name === 'theme-map')!.selector, '.sc_googlemap');
});

test.run();

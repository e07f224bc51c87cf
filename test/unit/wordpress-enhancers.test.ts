// The WordPress plugin's generated list (scripts/wordpress-enhancers.ts): every enhancer of every family list, once,
// each with its module's own description.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { families } from '../../enhancers/index';
import { listEnhancers } from '../../scripts/wordpress-enhancers';

const test = suite('WordPress plugin: the generated list of families and enhancers');

test('lists every family and every enhancer of its list once, at-rest parts with their component', async () => {
  const listed = await listEnhancers();
  assert.equal(listed.map((family) => family.family), families.map((family) => family.family));
  for (const { family, load } of families) {
    const names = (await load()).default.map((definition) => definition.name);
    const entry = listed.find((item) => item.family === family)!;
    const flat = entry.enhancers.flatMap((enhancer) => [enhancer.name, ...enhancer.parts]);
    assert.equal([...flat].sort(), [...names].sort(), family);
    for (const enhancer of entry.enhancers) {
      for (const part of enhancer.parts) assert.is(part, `${enhancer.name}-at-rest`);
    }
  }
});

test('each description is a sentence from the enhancer\'s own module', async () => {
  const listed = await listEnhancers();
  const byName = new Map(listed.flatMap((family) => family.enhancers.map((enhancer) => [enhancer.name, enhancer] as const)));
  for (const enhancer of byName.values()) {
    assert.ok(enhancer.description.length > 10, enhancer.name);
    assert.match(enhancer.description, /[.!?…]$/, enhancer.name);
    assert.ok(enhancer.description.length <= 221, enhancer.name);
  }
  // Spot checks: a component wrapped by defineComponent, a plain module, a module from a shared group chunk.
  assert.is(byName.get('consent-bar')!.source, 'enhancers/consent/bar.tsx');
  assert.match(byName.get('consent-bar')!.description, /^The consent bar: /);
  assert.is(byName.get('theme-responsive-layout')!.source, 'enhancers/theme-layout/responsive-layout.ts');
  assert.is(byName.get('theme-outer-sidebar')!.source, 'enhancers/theme-layout/outer-sidebar.tsx');
  assert.match(byName.get('theme-outer-sidebar')!.description, /^Outer sidebar \(B\)/);
  assert.is(byName.get('message-popup')!.source, 'enhancers/message-popup/legacy-api.ts');
});

test.run();

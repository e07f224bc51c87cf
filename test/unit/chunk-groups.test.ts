import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cut, layerOf, partOf, unseenFamilies, usersOf, type BundleFile } from '../../scripts/chunk-groups';

const file = (imports: string[] = [], dynamicImports: string[] = []): BundleFile => ({ modules: [], imports, dynamicImports });

test('users: each lazily imported file that counts, for every file in its static graph', () => {
  const bundle = {
    'enhance.js': file([], ['chunks/popup.js', 'chunks/form.js']),
    'chunks/popup.js': file(['chunks/shared.js'], ['chunks/submit.js']),
    'chunks/form.js': file(['chunks/shared.js']),
    'chunks/submit.js': file(['chunks/shared.js', 'chunks/encode.js']),
    'chunks/shared.js': file(),
    'chunks/encode.js': file(),
  };
  const users = usersOf(bundle, (target) => target !== 'chunks/form.js');
  assert.equal([...users.get('chunks/shared.js')!].sort(), ['chunks/popup.js', 'chunks/submit.js']);
  assert.equal([...users.get('chunks/encode.js')!], ['chunks/submit.js']);
  assert.is(users.get('chunks/form.js'), undefined, 'a target that does not count uses nothing');
});

test('cut: parts within the limit, largest files first, a file bigger than the limit alone', () => {
  const sizes: Record<string, number> = { a: 9, b: 6, c: 4, d: 3, huge: 20 };
  const parts = cut(['huge', 'a', 'b', 'c', 'd'], (name) => sizes[name]!, 12);
  assert.equal(parts, [['huge'], ['a', 'd'], ['b', 'c']]);
});

test('partOf: a theme folder, a family folder, its subfolder, none for shared code', () => {
  assert.is(partOf('enhancers/theme-menu/menu-item.tsx'), 'theme-menu');
  assert.is(partOf('enhancers/theme-widgets/calendar/month.tsx'), 'theme-widgets');
  assert.is(partOf('enhancers/booking/calendar/day.tsx'), 'booking/calendar');
  assert.is(partOf('enhancers/booking/legacy-globals.ts'), 'booking');
  assert.is(partOf('enhancers/booking-family.ts'), undefined);
  assert.is(partOf('src/transport.ts'), undefined);
});

test('layerOf: one part, several parts of a family, several families', () => {
  assert.is(layerOf(['booking/calendar']), 'booking-calendar-ui');
  assert.is(layerOf(['booking/calendar', 'booking/list']), 'booking-ui');
  assert.is(layerOf(['booking', 'booking/list']), 'booking-ui');
  assert.is(layerOf(['theme-menu']), 'theme-menu-ui');
  assert.is(layerOf(['theme-menu', 'message-popup']), 'theme-ui');
  assert.is(layerOf(['theme-forms', 'booking/form']), 'ui-core');
  assert.is(layerOf([]), 'ui-core', 'code no part claims is shared');
});

test("unseenFamilies: the families of a start file's unseen users, less its own; shared code keeps them all", () => {
  // The theme's start code and a theme menu no page opened yet: nothing keeps them apart.
  assert.equal(unseenFamilies(['enhancers/theme-layout/smooth-scroll.ts'], ['enhancers/theme-layout/side-menu.tsx', 'enhancers/theme-menu/menu.tsx']), []);
  // A Booked form using the theme's start code: kept apart.
  assert.equal(unseenFamilies(['enhancers/theme-layout/smooth-scroll.ts'], ['enhancers/booking/forms/form.tsx']), ['booking']);
  // Shared code names every family, its own included, and code of no family as `shared`.
  assert.equal(unseenFamilies(['src/transport.ts'], ['enhancers/theme-menu/menu.tsx', 'src/message-popup.tsx', 'enhancers/booking/forms/form.tsx']), ['booking', 'shared', 'theme']);
  // A file mixing families has no own family to take out.
  assert.equal(unseenFamilies(['enhancers/theme-menu/a.ts', 'enhancers/cf7/b.ts'], ['enhancers/cf7/form.tsx']), ['cf7']);
  assert.equal(unseenFamilies(['enhancers/theme-menu/a.ts'], []), []);
});

test.run();

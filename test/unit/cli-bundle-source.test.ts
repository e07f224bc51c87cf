import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleSource } from '../../cli/bundle-source';
import { HANDLES_FILE } from '../../cli/replaced-handles';

const ONE_FAMILY = "<?php\nreturn array(\n\t'consent' => array(\n\t\t'wpgdprc-front-js' => array(\n\t\t),\n\t),\n);\n";
let root: string;

test.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'bundle-source-'));
});
test.after.each(() => rmSync(root, { recursive: true, force: true }));

const file = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

test("a checkout's dist/: the bundle there, its list from the plugin beside it, not this package's", () => {
  file('old/dist/enhance.js', '');
  file('old/wordpress/wp-enhance/includes/handles.php', ONE_FAMILY);
  assert.equal(bundleSource(join(root, 'old/dist')), { dir: join(root, 'old/dist'), handles: { consent: ['wpgdprc-front-js'] }, onDemand: {} });
});

test('an unpacked plugin folder: the bundle in assets/<version>/, the list in includes/', () => {
  file('wp-enhance/assets/0123456789ab/enhance.js', '');
  file('wp-enhance/includes/handles.php', ONE_FAMILY);
  assert.equal(bundleSource(join(root, 'wp-enhance')).dir, join(root, 'wp-enhance/assets/0123456789ab'));
});

test('a folder with no bundle, or a bundle with no list, is an error that says where it looked', () => {
  assert.throws(() => bundleSource(root), /neither a bundle folder/);
  file('lonely/enhance.js', '');
  assert.throws(() => bundleSource(join(root, 'lonely')), /handles\.php\) is not with it/);
});

test('no option: the build ENHANCE_DIST names (this package\'s dist/ by default), with this package\'s own list', () => {
  file('build/enhance.js', '');
  const saved = process.env.ENHANCE_DIST;
  process.env.ENHANCE_DIST = join(root, 'build');
  try {
    const source = bundleSource();
    assert.is(source.dir, join(root, 'build'));
    assert.ok(Object.keys(source.handles).includes('theme') && readFileSync(HANDLES_FILE, 'utf8').includes("'theme'"));
    process.env.ENHANCE_DIST = join(root, 'nothing-built');
    assert.throws(() => bundleSource(), /nothing-built\/enhance\.js is missing: run npm run build first/);
  } finally {
    if (saved === undefined) delete process.env.ENHANCE_DIST;
    else process.env.ENHANCE_DIST = saved;
  }
});

test.run();

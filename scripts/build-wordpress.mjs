// The plugin half of `npm run build`: copies the bundle rollup wrote (ENHANCE_OUT, else dist/) into
// wordpress/wp-enhance/assets/<version>/, writes the build's version (a hash of every script file: the chunk names
// carry no hash of their own) and regenerates the list of families and enhancers when enhancers/ changed since.
//   node scripts/build-wordpress.mjs [plugin-dir]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = resolve(root, process.env.ENHANCE_OUT || 'dist');
const plugin = resolve(process.argv[2] || join(root, 'wordpress/wp-enhance'));
const assets = join(plugin, 'assets');
const generated = join(plugin, 'generated');

if (!existsSync(join(bundle, 'enhance.js'))) {
  console.error(`build-wordpress: ${relative(root, bundle) || '.'}/enhance.js is missing: run rollup first`);
  process.exit(1);
}

// The bundle without source maps (the plugin ships what browsers load), in a folder named by its version:
// assets/<version>/enhance.js. The version is in the path, not in a `?ver=` query, because the chunks import
// the entry back as `../enhance.js`: an entry loaded as `enhance.js?ver=…` would be a second module instance
// (two lifecycles, every enhancer mounted twice).
const scripts = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(join(folder, entry.name)) : entry.name.endsWith('.js') ? [join(folder, entry.name)] : [],
  );
const hash = createHash('sha256');
for (const file of scripts(bundle).sort()) hash.update(relative(bundle, file)).update('\0').update(readFileSync(file));
const version = hash.digest('hex').slice(0, 12);
rmSync(assets, { recursive: true, force: true });
cpSync(bundle, join(assets, version), { recursive: true, filter: (source) => !/\.(map|json)$/.test(source) });
mkdirSync(generated, { recursive: true });
writeFileSync(join(generated, 'build.json'), `${JSON.stringify({ version })}\n`);

// The list only when a file under enhancers/ (or the generator) is newer than it: the generator loads the
// TypeScript compiler, which is most of this step's time.
const list = join(generated, 'enhancers.json');
const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const sourcesTime = Math.max(newest(join(root, 'enhancers')), newest(join(root, 'scripts/wordpress-enhancers.ts')));
if (!existsSync(list) || statSync(list).mtimeMs < sourcesTime) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/wordpress-enhancers.ts'), list], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const files = readdirSync(join(assets, version, 'chunks')).length + 1;
console.log(`build-wordpress: ${files} bundle files into ${relative(root, join(assets, version))}`);

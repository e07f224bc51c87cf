// `npm run test:wordpress [-- --core 6.5]`: the plugin on a real WordPress, Debian's 6.1 unless `--core` names
// another of scripts/wordpress-cores.mjs (6.5, 6.7; fetched once into a cache) or a folder holding a core. Copies
// the bundle rollup wrote (ENHANCE_OUT, else dist/; built first when missing) into the plugin, packages the zip,
// starts the site (scripts/wordpress-site.mjs, without the plugin: the first test installs the zip through
// WordPress's own installer), runs test/wordpress/*.test.ts against it (WP_VERSION tells them the core) and tears
// everything down, also on failure or Ctrl-C. uvu's summary is printed as usual; scripts/run-tests.mjs reads it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWordPress } from './wordpress-site.mjs';

const coreArg = process.argv.indexOf('--core');
const core = coreArg > 0 ? process.argv[coreArg + 1] : process.env.WP_CORE || '6.1';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const step = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const bundle = resolve(root, process.env.ENHANCE_OUT || 'dist');
if (!existsSync(join(bundle, 'enhance.js'))) step('npx', ['rollup', '-c', '--silent']);
step(process.execPath, ['scripts/build-wordpress.mjs']);
const zipDir = mkdtempSync(join(tmpdir(), 'wp-enhance-zip-'));
const zip = join(zipDir, 'wp-enhance.zip');
step(process.execPath, ['scripts/package-wordpress.mjs', join(root, 'wordpress/wp-enhance'), zip]);

let site;
let child;
let exitCode = 1;
const cleanUp = async () => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await site?.stop();
  rmSync(zipDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}
try {
  site = await startWordPress({ plugin: 'none', core });
  exitCode = await new Promise((done) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'test/wordpress', '\\.test\\.ts$'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        WP_URL: site.url,
        WP_SITE_DIR: site.site,
        WP_VERSION: site.version,
        WP_DEBUG_LOG_FILE: site.debugLog,
        WP_ADMIN_USER: site.admin.user,
        WP_ADMIN_PASSWORD: site.admin.password,
        WP_ENHANCE_ZIP: zip,
      },
    });
    child.on('exit', (code) => done(code ?? 1));
  });
  if (exitCode !== 0) console.log(`--- PHP server log (last lines)\n${site.serverLog().split('\n').slice(-30).join('\n')}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
console.log(`WordPress tests on ${site?.version ?? core}: ${((Date.now() - started) / 1000).toFixed(1)} s in all (site set-up and teardown included)`);
process.exit(exitCode);

// The WordPress cores the plugin's tests run on. `6.1` is Debian's package (/usr/share/wordpress). `6.5` (6.5.5,
// the first with script modules) and `6.7` (a 6.7 nightly build) come from the npm package
// @wp-playground/wordpress-builds: its `src/wordpress/wp-*.zip` hold the PHP, its `public/wp-*/` the static files
// (jQuery, CSS, images); put together they make a core. The package is 158 MB, so it is no dependency: `npm pack`
// fetches it once into a cache folder (WP_ENHANCE_CACHE, else ~/.cache/wp-enhance), both cores are unpacked
// there next to it, and the tarball goes. A core already unpacked is reused. Unzipping uses PHP's ZipArchive
// (php-zip, which the site needs anyway); tar unpacks the tarball.
//
// By hand: `node scripts/wordpress-cores.mjs 6.5` prints the core's folder.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILDS = '@wp-playground/wordpress-builds';
const BUILDS_VERSION = '0.9.19';
/** Core name → where it comes from. `build`: the package's name for it (`wp-<build>.zip`, `public/wp-<build>/`). */
export const CORES = {
  '6.1': { title: 'WordPress 6.1 from Debian', debian: '/usr/share/wordpress' },
  '6.5': { title: `WordPress 6.5.5 from ${BUILDS}`, build: '6.5' },
  '6.7': { title: `WordPress 6.7 (nightly build) from ${BUILDS}`, build: 'nightly' },
};
export const CORE_NAMES = Object.keys(CORES);

const log = (line) => process.env.WORDPRESS_QUIET || console.log(`[wordpress] ${line}`);

export function cacheDir() {
  return resolve(process.env.WP_ENHANCE_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'wp-enhance'));
}

/** The folder holding the core's files (wp-settings.php at its top), unpacked first when needed. */
export function coreDir(name) {
  const core = CORES[name];
  if (!core) throw new Error(`Unknown WordPress core "${name}" (one of ${CORE_NAMES.join(', ')})`);
  if (core.debian) return core.debian;
  const builds = join(cacheDir(), `wordpress-builds-${BUILDS_VERSION}`);
  const dir = join(builds, `wp-${core.build}`);
  if (!existsSync(join(dir, '.complete'))) unpackBuilds(builds);
  return dir;
}

/** Fetches the package's tarball with npm and unpacks every core of CORES from it into `builds`. */
function unpackBuilds(builds) {
  const started = Date.now();
  mkdirSync(builds, { recursive: true });
  const work = mkdtempSync(join(builds, '.unpacking-'));
  try {
    log(`fetching ${BUILDS}@${BUILDS_VERSION} (158 MB, once) into ${builds}`);
    execFileSync('npm', ['pack', `${BUILDS}@${BUILDS_VERSION}`, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${BUILDS}@${BUILDS_VERSION} wrote no tarball`);
    const names = Object.values(CORES).flatMap((core) => (core.build ? [core.build] : []));
    const members = names.flatMap((build) => [`package/src/wordpress/wp-${build}.zip`, `package/public/wp-${build}`]);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, ...members]);
    rmSync(join(work, tarball));
    for (const build of names) {
      const core = join(work, `wp-${build}`);
      // The static files first, then the PHP over them (the zip is the build's own word on any file in both).
      cpSync(join(work, `package/public/wp-${build}`), core, { recursive: true });
      unzip(join(work, `package/src/wordpress/wp-${build}.zip`), core);
      if (!existsSync(join(core, 'wp-settings.php')) || !existsSync(join(core, 'wp-includes/js/jquery/jquery.min.js'))) {
        throw new Error(`${BUILDS} wp-${build}: no wp-settings.php or jQuery after unpacking`);
      }
      // Their SQLite database and settings: the site gets its own wp-config.php and wp-content (wordpress-site.mjs).
      for (const name of ['wp-content', 'wp-config.php']) rmSync(join(core, name), { recursive: true, force: true });
      writeFileSync(join(core, '.complete'), `${BUILDS}@${BUILDS_VERSION}\n`);
      rmSync(join(builds, `wp-${build}`), { recursive: true, force: true });
      renameSync(core, join(builds, `wp-${build}`));
    }
    log(`unpacked WordPress ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function unzip(zip, into) {
  const code = '$z = new ZipArchive(); if ($z->open($argv[1]) !== true || !$z->extractTo($argv[2])) { fwrite(STDERR, "cannot unzip $argv[1]\\n"); exit(1); }';
  execFileSync('php', ['-r', code, zip, into], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) console.log(coreDir(process.argv[2] || '6.5'));

// A real WordPress for the plugin's tests, from Debian's packages: WordPress 6.1 (`wordpress`), PHP (`php-cli`,
// `php-mysql`) and MariaDB (`mariadb-server`), installed when missing; or another core of scripts/wordpress-cores.mjs
// (6.5.5, 6.7) on the same PHP and MariaDB. Everything runs from one temp folder: MariaDB
// with its own data dir and socket on a loopback port, a copy of the core with our own wp-config.php and
// a writable wp-content (the test-only must-use plugin and theme from fixtures/wordpress/), PHP's built-in server on
// 127.0.0.1. WordPress's own installer (wp-admin/install.php?step=2) sets it up; then the theme is switched and,
// unless told otherwise, the plugin copied in and activated. `stop()` kills what it started and removes the folder.
//
// By hand: `node scripts/wordpress-site.mjs [core]` (builds nothing: run `npm run build` first) serves it until Ctrl-C.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreDir } from './wordpress-cores.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORDPRESS = coreDir('6.1');
export const PACKAGES = ['wordpress', 'php-cli', 'php-mysql', 'php-xml', 'php-zip', 'mariadb-server'];
export const ADMIN = { user: 'admin', password: 'wp-enhance-admin-1', email: 'admin@example.com' };

const log = (line) => process.env.WORDPRESS_QUIET || console.log(`[wordpress] ${line}`);

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs the Debian packages that are missing (as root; elsewhere says what to install). */
export function ensurePackages() {
  const missing = () => [
    ...(existsSync(join(WORDPRESS, 'wp-settings.php')) ? [] : ['wordpress']),
    ...(has('php') ? [] : ['php-cli']),
    ...(has('php') && /mysqli/.test(spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout) ? [] : ['php-mysql']),
    ...(has('mariadbd') && has('mariadb-install-db') ? [] : ['mariadb-server']),
  ];
  const needed = missing();
  if (!needed.length) return;
  if (process.getuid?.() !== 0) throw new Error(`Missing Debian packages: ${needed.join(' ')} (apt-get install -y ${PACKAGES.join(' ')})`);
  log(`installing ${PACKAGES.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (install().status !== 0) {
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (install().status !== 0) throw new Error('apt-get install failed');
  }
  if (missing().length) throw new Error(`Still missing after apt-get: ${missing().join(' ')}`);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(what, check, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function php(args, options = {}) {
  const result = spawnSync('php', args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`php ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts the site. `plugin`: 'copy' copies wordpress/wp-enhance (built) into wp-content/plugins and activates
 * it; 'none' leaves it out (the test installs the zip through WordPress's own installer). `core`: a name of
 * scripts/wordpress-cores.mjs (6.1, Debian's, by default) or a folder holding a core.
 */
export async function startWordPress({ plugin = 'copy', core = '6.1' } = {}) {
  const started = Date.now();
  ensurePackages();
  const wordpress = existsSync(join(core, 'wp-settings.php')) ? resolve(core) : coreDir(core);
  const dir = mkdtempSync(join(tmpdir(), 'wp-enhance-site-'));
  const children = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      const signal = (name) => {
        try {
          // A detached child leads its own process group (PHP's server and its workers): signal the group.
          if (child.spawnargs && child.pid && child.detachedGroup) process.kill(-child.pid, name);
          else child.kill(name);
        } catch {
          // already gone
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // MariaDB: its own data dir, socket and loopback port; no grant tables (nothing else can reach it).
    const dbPort = await freePort();
    const dataDir = join(dir, 'db');
    execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
    const mariadb = spawn(
      'mariadbd',
      ['--no-defaults', `--datadir=${dataDir}`, `--socket=${join(dir, 'mysqld.sock')}`, `--port=${dbPort}`, '--bind-address=127.0.0.1', '--user=root', '--skip-grant-tables', '--skip-log-bin', `--pid-file=${join(dir, 'mysqld.pid')}`, '--innodb-buffer-pool-size=32M', '--innodb-flush-log-at-trx-commit=0', `--log-error=${join(dir, 'mysqld.err')}`],
      { stdio: 'ignore' },
    );
    children.push(mariadb);
    const sql = (statement) => execFileSync('mariadb', ['--no-defaults', `--socket=${join(dir, 'mysqld.sock')}`, '-uroot', '-e', statement], { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitFor('MariaDB', () => (sql('SELECT 1'), true));
    sql('CREATE DATABASE wordpress CHARACTER SET utf8mb4');

    // WordPress: a copy of the core (without its wp-config.php: Debian's looks up /etc/wordpress, the builds' use
    // SQLite), our own config, a writable wp-content with the test-only must-use plugin and theme.
    const site = join(dir, 'site');
    mkdirSync(site);
    for (const name of readdirSync(wordpress)) {
      if (['wp-config.php', 'wp-content', '.htaccess'].includes(name)) continue;
      cpSync(join(wordpress, name), join(site, name), { recursive: true, verbatimSymlinks: true });
    }
    const content = join(site, 'wp-content');
    for (const folder of ['plugins', 'themes', 'mu-plugins', 'uploads']) mkdirSync(join(content, folder), { recursive: true });
    cpSync(join(root, 'fixtures/wordpress/mu-plugin'), join(content, 'mu-plugins'), { recursive: true });
    cpSync(join(root, 'fixtures/wordpress/theme-diveit'), join(content, 'themes/diveit'), { recursive: true });
    if (plugin === 'copy') {
      const build = join(root, 'wordpress/wp-enhance/generated/build.json');
      const built = existsSync(build) && existsSync(join(root, 'wordpress/wp-enhance/assets', JSON.parse(readFileSync(build, 'utf8')).version, 'enhance.js'));
      if (!built) throw new Error('wordpress/wp-enhance is not built: run npm run build');
      cpSync(join(root, 'wordpress/wp-enhance'), join(content, 'plugins/wp-enhance'), { recursive: true });
    }
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const salt = () => randomBytes(24).toString('hex');
    const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
    writeFileSync(
      join(site, 'wp-config.php'),
      `<?php
// Written by scripts/wordpress-site.mjs for the wp-enhance tests.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${join(dir, 'debug.log')}' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );

    // PHP's built-in server, a few workers (the page's chunks come in parallel).
    // Its own process group: the workers it forks go with it on stop.
    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
      cwd: site,
      detached: true,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let serverLog = '';
    server.stderr.on('data', (chunk) => {
      serverLog = (serverLog + chunk).slice(-20_000);
    });
    server.detachedGroup = true;
    children.push(server);
    await waitFor('PHP server', async () => (await fetch(`${url}/wp-admin/install.php`)).ok);

    // WordPress's own installer.
    const form = new URLSearchParams({
      weblog_title: 'wp-enhance test site',
      user_name: ADMIN.user,
      admin_password: ADMIN.password,
      admin_password2: ADMIN.password,
      pw_weak: '1',
      admin_email: ADMIN.email,
      blog_public: '0',
      language: '',
      Submit: 'Install WordPress',
    });
    const installed = await fetch(`${url}/wp-admin/install.php?step=2`, { method: 'POST', body: form });
    const installPage = await installed.text();
    if (!installed.ok || !/Success!/.test(installPage)) throw new Error(`WordPress's installer did not succeed (HTTP ${installed.status}):\n${installPage.slice(0, 2000)}`);

    // The theme, and the plugin when copied, through WordPress's own functions (activation hook included).
    php([join(root, 'fixtures/wordpress/site-setup.php'), site, plugin === 'copy' ? 'activate' : 'none'], { env: { ...process.env, WP_ENHANCE_SITE_URL: url } });

    const version = php(['-r', `include '${site}/wp-includes/version.php'; echo $wp_version;`]);
    log(`WordPress ${version} on ${url} (MariaDB on 127.0.0.1:${dbPort}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { url, dir, site, version, admin: ADMIN, stop, serverLog: () => serverLog, debugLog: join(dir, 'debug.log') };
  } catch (error) {
    await stop();
    throw error;
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const site = await startWordPress({ plugin: process.env.WP_PLUGIN_INSTALL === 'none' ? 'none' : 'copy', core: process.argv[2] || '6.1' });
  console.log(`Open ${site.url}/?wp_enhance_fixture=1 — admin ${site.admin.user} / ${site.admin.password}. Ctrl-C stops it.`);
  const quit = () => site.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}

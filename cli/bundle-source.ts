import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliError } from './cli-error';
import { packageRoot } from './package-root';
import { readHandleList, type HandleMap, type OnDemandMap } from './replaced-handles';

/** The enhanced side's code: the bundle's folder and the handles it replaces, read from the same build. */
export interface BundleSource {
  dir: string;
  handles: HandleMap;
  onDemand: OnDemandMap;
}

/** A plugin folder keeps its bundle in assets/<version>/ (scripts/build-wordpress.mjs). */
const pluginBundle = (plugin: string) => {
  const assets = join(plugin, 'assets');
  if (!existsSync(assets)) return undefined;
  const version = readdirSync(assets).find((name) => existsSync(join(assets, name, 'enhance.js')));
  return version && join(assets, version);
};

/**
 * Where the enhanced side comes from: this package's dist/ and its plugin's list by default; `--bundle DIR` (or
 * ENHANCE_DIST) takes another build, so a report can show what an older or newer product does on the same page.
 * DIR is a bundle folder (a checkout's dist/, its list beside it in ../wordpress/wp-enhance/includes/, or a
 * handles.php copied into it) or an unpacked plugin folder (wp-enhance/, with includes/ and assets/<version>/).
 */
export function bundleSource(option?: string): BundleSource {
  if (!option) {
    const dir = resolve(packageRoot, process.env.ENHANCE_DIST || 'dist');
    if (!existsSync(join(dir, 'enhance.js'))) throw new CliError(`${dir}/enhance.js is missing: run npm run build first`);
    return { dir, ...readHandleList() };
  }
  const given = resolve(option);
  const dir = existsSync(join(given, 'enhance.js')) ? given : pluginBundle(given);
  if (!dir) throw new CliError(`--bundle ${option}: neither a bundle folder (with enhance.js) nor a plugin folder (with assets/<version>/enhance.js)`);
  const lists = [join(given, 'handles.php'), join(given, 'includes/handles.php'), join(given, '../wordpress/wp-enhance/includes/handles.php')];
  const list = lists.find((file) => existsSync(file));
  if (!list) throw new CliError(`--bundle ${option}: the replaced handles' list (handles.php) is not with it: looked for ${lists.join(', ')}`);
  return { dir, ...readHandleList(list) };
}

// Which WordPress the suite runs on (scripts/test-wordpress.mjs passes the core's $wp_version as WP_VERSION) and how
// the plugin's module goes out there: from 6.5 through script modules (`wp_enqueue_script_module`, printed as
// `<script type="module" id="wp-enhance-js-module">`), before that its classic registration printed as
// `<script type="module" id="wp-enhance-js">`.
export const wpVersion = process.env.WP_VERSION ?? '';

/** Compares WordPress versions by their numeric parts (`6.7-alpha-58716` is 6.7). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => (/^[\d.]+/.exec(version)?.[0] ?? '').split('.').filter(Boolean).map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export const hasScriptModules = wpVersion !== '' && compareVersions(wpVersion, '6.5') >= 0;
/** The id of the plugin's module tag on this core, and of the one it must not print. */
export const moduleScriptId = hasScriptModules ? 'wp-enhance-js-module' : 'wp-enhance-js';
export const otherModuleScriptId = hasScriptModules ? 'wp-enhance-js' : 'wp-enhance-js-module';

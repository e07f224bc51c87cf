// What the form's own Contact Form 7 release serves, read from the `_wpcf7_version` field every release prints
// in each form (WPCF7_VERSION; a filter can add hidden fields but not take this one out). The script's `?ver=`
// is no signal: the plugin takes that script out, and a page cache or optimiser may rewrite it.

/** The first release with the `feedback/schema` route and client validation (SWV): 5.6. */
const SCHEMA_ROUTE_SINCE: readonly [number, number] = [5, 6];

/**
 * Does this release answer `GET contact-forms/{id}/feedback/schema`? A version we cannot read counts as a
 * recent one: the route is asked for, and its 404 ends the asking (schema-store.ts).
 */
export function hasSchemaRoute(pluginVersion: string): boolean {
  const match = /^\s*(\d+)\.(\d+)/.exec(pluginVersion);
  if (!match) return true;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  const [sinceMajor, sinceMinor] = SCHEMA_ROUTE_SINCE;
  return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor);
}

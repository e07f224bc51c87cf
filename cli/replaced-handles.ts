import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './cli-error';
import { packageRoot } from './package-root';

/** Each family's script handles, as the plugin lists them; `{prefix}` stands for the theme's handle prefix. */
export type HandleMap = Record<string, string[]>;

export const HANDLES_FILE = join(packageRoot, 'wordpress/wp-enhance/includes/handles.php');

/**
 * Reads the plugin's own list (includes/handles.php, the one source): a PHP `return array(…)` of families, each
 * an array of handles. Its layout is fixed (one family or handle key per line, indented by tabs, as WordPress'
 * coding standards print it); a file this reader cannot follow is an error, never an empty list.
 */
export function parseHandles(php: string): HandleMap {
  const map: HandleMap = {};
  let family: string | undefined;
  for (const line of php.split('\n')) {
    const familyKey = /^\t'([a-z0-9_-]+)'\s*=>\s*array\(/.exec(line);
    if (familyKey) {
      family = familyKey[1]!;
      map[family] = [];
      continue;
    }
    const handleKey = /^\t\t'([^']+)'\s*=>\s*array\(/.exec(line);
    if (handleKey && family) map[family]!.push(handleKey[1]!);
  }
  if (Object.keys(map).length === 0 || Object.values(map).some((handles) => handles.length === 0)) {
    throw new CliError(`could not read the families' handles from ${HANDLES_FILE}`);
  }
  return map;
}

export function readHandles(file = HANDLES_FILE): HandleMap {
  let php: string;
  try {
    php = readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`${file} is missing: wp-enhance reads the replaced handles from the plugin's own list`);
  }
  return parseHandles(php);
}

/** Whether a script tag's id (`<handle>-js`, as WordPress prints it) belongs to one of these handles. */
export function handleMatcher(handles: readonly string[]): (handle: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = handles.map((handle) => new RegExp(`^${handle.split('{prefix}').map(escape).join('[a-z0-9_]+(?:-[a-z0-9_]+)*?')}$`));
  return (handle) => patterns.some((pattern) => pattern.test(handle));
}

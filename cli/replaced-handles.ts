import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './cli-error';
import { packageRoot } from './package-root';

/** Each family's script handles, as the plugin lists them; `{prefix}` stands for the theme's handle prefix. */
export type HandleMap = Record<string, string[]>;

export const HANDLES_FILE = join(packageRoot, 'wordpress/wp-enhance/includes/handles.php');

/** Handles whose files the bundle loads when their kind of markup appears (`'take' => 'on-demand:<kind>'`): handle → kind. */
export type OnDemandMap = Record<string, string>;

/**
 * Reads the plugin's own list (includes/handles.php, the one source): a PHP `return array(…)` of families, each
 * an array of handles, each with its `'take'` on the same line. Its layout is fixed (one family or handle key per
 * line, indented by tabs, as WordPress' coding standards print it); a file this reader cannot follow is an error,
 * never an empty list. Handles the plugin keeps (`'take' => 'kept'`) are left out: they stay on the page.
 */
export function parseHandleList(php: string): { handles: HandleMap; onDemand: OnDemandMap } {
  const handles: HandleMap = {};
  const onDemand: OnDemandMap = {};
  let family: string | undefined;
  for (const line of php.split('\n')) {
    const familyKey = /^\t'([a-z0-9_-]+)'\s*=>\s*array\(/.exec(line);
    if (familyKey) {
      family = familyKey[1]!;
      handles[family] = [];
      continue;
    }
    const handleKey = /^\t\t'([^']+)'\s*=>\s*array\(/.exec(line);
    if (!handleKey || !family) continue;
    const take = /'take'\s*=>\s*'([^']+)'/.exec(line)?.[1] ?? 'replaced';
    if (take === 'kept') continue;
    handles[family]!.push(handleKey[1]!);
    if (take.startsWith('on-demand:')) onDemand[handleKey[1]!] = take.slice('on-demand:'.length);
  }
  if (Object.keys(handles).length === 0 || Object.values(handles).some((list) => list.length === 0)) {
    throw new CliError(`could not read the families' handles from ${HANDLES_FILE}`);
  }
  return { handles, onDemand };
}

export const parseHandles = (php: string): HandleMap => parseHandleList(php).handles;

export function readHandleList(file = HANDLES_FILE): { handles: HandleMap; onDemand: OnDemandMap } {
  let php: string;
  try {
    php = readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`${file} is missing: wp-enhance reads the replaced handles from the plugin's own list`);
  }
  return parseHandleList(php);
}

export const readHandles = (file = HANDLES_FILE): HandleMap => readHandleList(file).handles;

/** Whether a script tag's id (`<handle>-js`, as WordPress prints it) belongs to one of these handles. */
export function handleMatcher(handles: readonly string[]): (handle: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = handles.map((handle) => new RegExp(`^${handle.split('{prefix}').map(escape).join('[a-z0-9_]+(?:-[a-z0-9_]+)*?')}$`));
  return (handle) => patterns.some((pattern) => pattern.test(handle));
}

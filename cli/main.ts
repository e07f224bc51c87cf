import { parseArgs } from 'node:util';
import { checkPage } from './check';
import { CliError, describeFailure } from './cli-error';
import { readHandles } from './replaced-handles';
import { recordAnswers } from './record';
import { savePage } from './save';
import { usage } from './usage';

const seconds = (value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback * 1000;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new CliError(`--timeout takes a number of seconds, not "${value}"`);
  return number * 1000;
};

/** `--widths 1280,600`: whole CSS pixels a phone or a screen can have. */
const widthsOf = (value: string | undefined): number[] | undefined => {
  if (value === undefined) return undefined;
  const widths = value.split(',').map((part) => part.trim());
  if (widths.length === 0 || widths.some((width) => !/^\d+$/.test(width) || Number(width) < 240 || Number(width) > 3840)) {
    throw new CliError(`--widths takes viewport widths in pixels, 240 to 3840, separated by commas, not "${value}"`);
  }
  return [...new Set(widths.map(Number))];
};

/** Runs one command line; resolves to the exit code (0 done or same, 1 differences, 2 could not run). */
export async function main(argv: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        'keep-secrets': { type: 'boolean' },
        families: { type: 'string' },
        out: { type: 'string' },
        chromium: { type: 'string' },
        timeout: { type: 'string' },
        'allow-post': { type: 'boolean' },
        record: { type: 'boolean' },
        script: { type: 'string' },
        'no-interactions': { type: 'boolean' },
        widths: { type: 'string' },
        bundle: { type: 'string' },
        all: { type: 'boolean' },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      log(usage(Object.keys(readHandles())));
      return command || values.help ? 0 : 2;
    }
    const timeoutMs = seconds(values.timeout, 30);
    if (command === 'save') {
      const [url, dir = 'saved-page'] = rest;
      if (!url || rest.length > 2) throw new CliError('save takes a URL and, optionally, a folder: wp-enhance save <url> [dir]');
      if (values.script && !values.record) throw new CliError('--script drives a recording: give --record with it');
      const keepSecrets = values['keep-secrets'] ?? false;
      const saved = await savePage({ url, dir, keepSecrets, timeoutMs, log });
      if (values.record) await recordAnswers({ url: saved.url, dir, script: values.script, keepSecrets, timeoutMs, chromium: values.chromium, log });
      return 0;
    }
    if (command === 'check') {
      const [target] = rest;
      if (!target || rest.length > 1) throw new CliError('check takes a URL or a saved folder: wp-enhance check <url | dir>');
      const widths = widthsOf(values.widths);
      const families = values.families?.split(',').map((family) => family.trim()).filter(Boolean);
      const report = await checkPage({
        target, families, out: values.out ?? '.', chromium: values.chromium, timeoutMs, log, bundle: values.bundle,
        allowPost: values['allow-post'] ?? false, interactions: !values['no-interactions'], all: values.all ?? false,
        ...(widths && { widths }),
      });
      return report.differences.length > 0 ? 1 : 0;
    }
    throw new CliError(`unknown command "${command}" (wp-enhance --help lists them)`);
  } catch (error) {
    const known = error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`wp-enhance: ${known ? (error as Error).message : describeFailure(error)}`);
    if (process.env.WP_ENHANCE_DEBUG === '1') console.error(error);
    return 2;
  }
}

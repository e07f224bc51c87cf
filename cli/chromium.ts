import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { CliError } from './cli-error';

/** Launches the Chromium the tool drives: --chromium, else $CHROMIUM_PATH, else Debian's. */
export async function launchChromium(path = process.env.CHROMIUM_PATH || '/usr/bin/chromium', { headless = true } = {}): Promise<Browser> {
  if (!existsSync(path)) throw new CliError(`no Chromium at ${path} (give --chromium <path> or set CHROMIUM_PATH)`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: path, headless, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
}

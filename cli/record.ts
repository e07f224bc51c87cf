import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { ANSWERS_FILE, type Answer, type AnswersFile } from './answers';
import { CliError } from './cli-error';
import { launchChromium } from './chromium';
import { maskSecrets } from './mask-secrets';
import { fieldsOf, isApi } from './site-requests';

export interface RecordOptions {
  url: string;
  dir: string;
  /** A module whose default export drives the page (`async (page) => …`); without it, a person does, in a window. */
  script?: string;
  keepSecrets: boolean;
  timeoutMs: number;
  chromium?: string;
  log: (line: string) => void;
}

async function loadDriver(script: string): Promise<(page: Page) => Promise<unknown>> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(resolve(script)).href)) as { default?: unknown };
  } catch (error) {
    throw new CliError(`cannot load ${script}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof module.default !== 'function') throw new CliError(`${script} has no default export of a function (page) => …`);
  return module.default as (page: Page) => Promise<unknown>;
}

/**
 * Opens the live page and writes every exchange with the site's API (admin-ajax, REST) that the visitor causes to
 * answers.json: fields as `check` compares them (nonces and times masked), and the answer, nonces in it masked
 * unless asked. A check of the saved page answers from it, so the page can be driven offline.
 */
export async function recordAnswers({ url, dir, script, keepSecrets, timeoutMs, chromium, log }: RecordOptions): Promise<AnswersFile> {
  const drive = script ? await loadDriver(script) : undefined;
  if (!drive && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new CliError('--record without --script opens a window for you to use the page: no display here (give --script <file>)');
  }
  const browser = await launchChromium(chromium, { headless: Boolean(drive) });
  const answers: Answer[] = [];
  const pending: Promise<void>[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('response', (response) => {
      const request = response.request();
      if (!isApi(new URL(request.url()))) return;
      pending.push(response.text().then((text) => {
        const contentType = response.headers()['content-type'] ?? '';
        const body = keepSecrets || !/html|json|text/i.test(contentType) ? text : maskSecrets(text).html;
        answers.push({ method: request.method(), path: new URL(request.url()).pathname, fields: fieldsOf(request), status: response.status(), contentType, body });
      }, () => undefined));
    });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (drive) {
      log(`Recording while ${script} drives the page…`);
      await drive(page);
      await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    } else {
      log('Recording: use the page in the window, then close it.');
      await page.waitForEvent('close', { timeout: 0 });
    }
    await Promise.all(pending);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`recording stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
  const file: AnswersFile = { wpEnhanceAnswers: 1, url, answers };
  writeFileSync(join(dir, ANSWERS_FILE), `${JSON.stringify(file, null, 1)}\n`);
  log(`Recorded ${answers.length} exchange${answers.length === 1 ? '' : 's'} with the site to ${join(dir, ANSWERS_FILE)}${keepSecrets ? '' : ' (nonces masked)'}.`);
  return file;
}

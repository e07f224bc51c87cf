import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { contentTypeFor, resolveInside } from '../fixtures/server/http/static-files';
import { CliError } from './cli-error';
import { answerFinder, ANSWERS_FILE, readAnswers, type Answer } from './answers';
import { SAVE_MANIFEST, type SavedPage } from './save';
import { fieldsOf, isApi } from './site-requests';

export interface CheckTarget {
  /** The page's URL: the site's, or the local server's for a saved folder. */
  url: string;
  /** What the report calls it. */
  label: string;
  /** For a saved page: answers what it asks of the site it was saved from, so that the check stays offline. */
  prepare?: (page: Page) => Promise<void>;
  /** Nothing reaches a site: what would change data may be sent (to the recorded answers). */
  offline: boolean;
  close(): Promise<void>;
}

/** Reads a folder `wp-enhance save` wrote; a folder missing its page, manifest or files is an error naming them. */
export function readSavedFolder(dir: string): SavedPage {
  const manifestPath = join(dir, SAVE_MANIFEST);
  if (!existsSync(manifestPath)) throw new CliError(`${dir} is not a saved page: it has no ${SAVE_MANIFEST} (make one with wp-enhance save <url> ${dir})`);
  let saved: SavedPage;
  try {
    saved = JSON.parse(readFileSync(manifestPath, 'utf8')) as SavedPage;
  } catch {
    throw new CliError(`${manifestPath} is not valid JSON`);
  }
  if (typeof saved?.page !== 'string' || typeof saved.assets !== 'object' || saved.assets === null) {
    throw new CliError(`${manifestPath} is not a wp-enhance save manifest`);
  }
  const lost = [saved.page, ...Object.keys(saved.assets)].filter((path) => !existsSync(join(dir, path)));
  if (lost.length > 0) {
    throw new CliError(`${dir} is missing ${lost.length} saved file${lost.length === 1 ? '' : 's'}: ${lost.slice(0, 3).join(', ')}${lost.length > 3 ? ', …' : ''} (save the page again)`);
  }
  return saved;
}

/** Serves a saved folder as a static site on 127.0.0.1, as the page was saved to be opened. */
async function serveFolder(dir: string, saved: SavedPage, answers: readonly Answer[]): Promise<CheckTarget> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveInside(dir, path === '/' ? saved.page : path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not saved');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypeFor(file) }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const savedAs = new Map(Object.entries(saved.assets).map(([path, url]) => [url, path]));
  const site = new URL(saved.url).origin;
  return {
    url: `http://127.0.0.1:${port}/`,
    label: `${dir} (saved from ${saved.url})`,
    offline: true,
    // What the page asks of the site: a saved file from the folder, the API (admin-ajax, REST) from the recorded
    // answers (each side replays them afresh); anything else gets a 404 saying so, and nothing reaches the site.
    prepare: async (page) => {
      const answerTo = answerFinder(answers);
      await page.route((url) => url.origin === site || isApi(url), (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const answer = isApi(url) ? answerTo({ method: request.method(), path: url.pathname, fields: fieldsOf(request) }) : undefined;
        if (answer) return route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
        const path = savedAs.get(request.url());
        if (path) return route.fulfill({ status: 200, contentType: contentTypeFor(path), body: readFileSync(join(dir, path)) });
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not saved or recorded: wp-enhance checks a saved page offline' });
      });
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A URL is checked where it is; a folder `save` wrote is served locally. */
export async function openTarget(target: string): Promise<CheckTarget> {
  if (existsSync(target) && statSync(target).isDirectory()) {
    const saved = readSavedFolder(target);
    const answers = existsSync(join(target, ANSWERS_FILE)) ? readAnswers(join(target, ANSWERS_FILE)).answers : [];
    return serveFolder(target, saved, answers);
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new CliError(`${target} is neither a URL nor a folder wp-enhance save wrote`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new CliError(`${target} is not an http or https URL`);
  return { url: url.href, label: url.href, offline: false, close: async () => undefined };
}

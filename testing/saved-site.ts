import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ANSWERS_FILE, readAnswers, type Answer } from '../cli/answers';
import { readSavedFolder } from '../cli/check-target';
import type { SavedPage } from '../cli/save';

/** A saved page as the testing entry points serve it: its HTML, its files and its recorded answers. */
export interface SavedSite {
  saved: SavedPage;
  url: URL;
  html: string;
  recorded: Answer[];
  /** The saved file for a URL of the site, if any. */
  file(url: URL): Buffer | undefined;
}

/** Reads a folder `wp-enhance save` wrote (its missing files or a wrong answers file are errors). */
export function readSavedSite(dir: string): SavedSite {
  const saved = readSavedFolder(dir);
  const url = new URL(saved.url);
  const savedAs = new Map(Object.entries(saved.assets).map(([path, from]) => [from, path]));
  const answers = join(dir, ANSWERS_FILE);
  return {
    saved,
    url,
    html: readFileSync(join(dir, saved.page), 'utf8'),
    recorded: existsSync(answers) ? readAnswers(answers).answers : [],
    file(target) {
      // Relinked references are relative to the page: under the page's own path on the site's origin.
      const path = savedAs.get(target.href) ?? posix.relative(posix.dirname(`${url.pathname}x`), decodeURIComponent(target.pathname));
      const full = join(dir, path);
      return !path.startsWith('..') && existsSync(full) ? readFileSync(full) : undefined;
    },
  };
}

import * as z from 'zod/mini';
import { readThemeSettings } from '../../src/settings-theme';
import { parseServerHtml } from '../../src/server-fragment';
import { warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { showResults } from './search-state';

const answer = z.looseObject({ error: z.string(), data: z.string() });

/**
 * Asks `ajax_search` for a query and shows the answer in the box's results, unless `isLatest()` says a
 * newer query has been typed meanwhile (defect 2). A failure shows `search_error`.
 */
export async function fetchResults(wrap: Element, query: string, isLatest: () => boolean, signal: AbortSignal): Promise<void> {
  const settings = readThemeSettings();
  const outcome = await themeRequest({
    url: settings.ajaxUrl,
    action: 'ajax_search',
    nonce: settings.nonce,
    fields: [['text', query]],
    schema: answer,
    signal,
  });
  if (!isLatest() || wasAborted(outcome)) return;
  if (!outcome.ok) {
    const text = textLookup(settings.strings);
    return warn(failureLines(outcome, text('search_error'), text('ajax_error')).join(' '));
  }
  wrap.querySelector('.search_results_content')?.replaceChildren(parseServerHtml(outcome.data.data, wrap.ownerDocument));
  showResults(wrap);
}

import { readThemeSettings } from '../../src/settings-theme';
import { textLookup } from '../theme-shared/texts';
import { htmlAnswer } from '../theme-shared/answers';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';

/** What a search came to: the results' server HTML, or the sentence to show; undefined when cancelled. */
export type SearchOutcome = { html: string } | { failure: string } | undefined;

/** Asks `ajax_search` for a query. A failure's sentence starts with `search_error`. */
export async function fetchResults(query: string, signal: AbortSignal): Promise<SearchOutcome> {
  const settings = readThemeSettings();
  const outcome = await themeRequest({
    url: settings.ajaxUrl,
    action: 'ajax_search',
    nonce: settings.nonce,
    fields: [['text', query]],
    schema: htmlAnswer,
    signal,
  });
  if (wasAborted(outcome)) return undefined;
  if (outcome.ok) return { html: outcome.data.data };
  const text = textLookup(settings.strings);
  return { failure: failureLines(outcome, text('search_error'), text('ajax_error')).join(' ') };
}

import { nameIfUnnamed } from '../../src/accessible-name';
import * as z from 'zod/mini';
import { failureMessage } from '../../src/ajax-messages';
import { defineEnhancerModule } from '../../src/enhancer';
import type { FormValue } from '../../src/form-encode';
import { readThemeSettings } from '../../src/settings-theme';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { parseServerHtml } from '../../src/server-fragment';
import { warn } from '../theme-shared/popups';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { chosenCategory, filterRows } from './players-filter';

const answer = z.looseObject({ error: z.string(), data: z.optional(z.string()) });

type Sort = 'asc' | 'desc';

/** The answer's `.sc_table` wrapper; a table without one gets the class, as the old one had it. */
function tableOf(fragment: DocumentFragment): HTMLElement | null {
  const wrapped = fragment.querySelector<HTMLElement>('.sc_table');
  if (wrapped?.querySelector('tr') || wrapped?.matches('table')) return wrapped;
  const bare = fragment.querySelector('table');
  bare?.classList.add('sc_table');
  return bare;
}
const ariaSort: Record<Sort, string> = { asc: 'ascending', desc: 'descending' };

/**
 * Players table (B): the `.sort` header asks the server for the table sorted the other way
 * (`sort_by_points`, starting with asc) and the answer replaces the table; the category select
 * filters rows (`all` = no filter), also after every replacement.
 */
export default defineEnhancerModule({
  settings: () => ({ theme: readThemeSettings(), layout: readThemeLayoutSettings() }),
  mount(container, { settings, signal, report }) {
    const root = container as HTMLElement;
    const select = root.querySelector<HTMLSelectElement>('.sc_players_table_category select');
    // The theme prints the filter without a label.
    nameIfUnnamed(select, 'Category');
    // `[trx_table]` prints `<div class="sc_table"><table>`; a bare `table.sc_table` is read the same way.
    const table = () => root.querySelector<HTMLElement>('.sc_table');
    const current = (): Sort | '' => (root.getAttribute('data-sort') === 'asc' ? 'asc' : root.getAttribute('data-sort') === 'desc' ? 'desc' : '');
    let busy = false;

    const applyFilter = () => {
      const element = table();
      if (element) filterRows(element, chosenCategory(select));
    };

    // The sort headers are focusable column headers that announce the current order.
    const prepareHeaders = () => {
      const sort = current();
      for (const header of Array.from(root.querySelectorAll<HTMLElement>('.sc_table .sort'))) {
        if (!header.hasAttribute('tabindex')) header.tabIndex = 0;
        if (sort) header.setAttribute('aria-sort', ariaSort[sort]);
        else header.removeAttribute('aria-sort');
      }
    };

    const invalidAnswer = () => settings.theme.strings.ajax_error || failureMessage({ kind: 'shape' });

    const sort = async (): Promise<void> => {
      if (busy) return;
      busy = true;
      root.setAttribute('aria-busy', 'true');
      const wanted: Sort = current() === 'asc' ? 'desc' : 'asc';
      const hadFocus = root.contains(root.ownerDocument.activeElement) && root.ownerDocument.activeElement?.classList.contains('sort');
      try {
        const outcome = await themeRequest({
          url: settings.theme.ajaxUrl,
          action: 'sort_by_points',
          nonce: settings.theme.nonce,
          fields: [
            ['sort', wanted],
            ['table', settings.layout.value(`ajax_${root.id}`) as FormValue],
          ],
          schema: answer,
          signal,
        });
        if (wasAborted(outcome)) return;
        // An error of markup alone reads as nothing: the generic text then.
        if (!outcome.ok) return warn(failureLines(outcome, '', settings.theme.strings.ajax_error).join(' ') || invalidAnswer());
        const replacement = tableOf(parseServerHtml(outcome.data.data ?? '', root.ownerDocument));
        const old = table();
        if (!replacement || !old) return warn(invalidAnswer());
        old.replaceWith(replacement);
        root.setAttribute('data-sort', wanted);
        prepareHeaders();
        applyFilter();
        if (hadFocus) replacement.querySelector<HTMLElement>('.sort')?.focus();
      } finally {
        busy = false;
        root.removeAttribute('aria-busy');
      }
    };

    root.addEventListener(
      'click',
      (event) => {
        const header = (event.target as Element).closest?.('.sort');
        if (!header || !table()?.contains(header)) return;
        event.preventDefault();
        void sort().catch(report);
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as Element;
        if ((event.key !== 'Enter' && event.key !== ' ') || !target.classList?.contains('sort')) return;
        event.preventDefault();
        void sort().catch(report);
      },
      { signal },
    );
    select?.addEventListener('change', applyFilter, { signal });
    prepareHeaders();
    applyFilter();
  },
});

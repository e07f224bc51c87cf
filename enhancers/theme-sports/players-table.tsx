import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { nameIfUnnamed } from '../../src/accessible-name';
import { failureMessage } from '../../src/ajax-messages';
import type { FormValue } from '../../src/form-encode';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { parseServerHtml } from '../../src/server-fragment';
import { readThemeSettings } from '../../src/settings-theme';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { useBusy } from '../../src/use-busy';
import { useControlState } from '../../src/use-control-state';
import { useServerEvent } from '../../src/use-server-event';
import { warn } from '../theme-shared/popups';
import { optionalHtmlAnswer } from '../theme-shared/answers';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { categorySelect, chosenCategory, filterRows, markSortHeaders, sortOf, type Sort } from './players-filter';

const settings = () => ({ theme: readThemeSettings(), layout: readThemeLayoutSettings() });
type Settings = ReturnType<typeof settings>;

/** The answer's `.sc_table` wrapper; a table without one gets the class, as the old one had it. */
function tableOf(fragment: DocumentFragment): HTMLElement | null {
  const wrapped = fragment.querySelector<HTMLElement>('.sc_table');
  if (wrapped?.querySelector('tr') || wrapped?.matches('table')) return wrapped;
  const bare = fragment.querySelector('table');
  bare?.classList.add('sc_table');
  return bare;
}

/**
 * Players table (B). State: the table shown (the server's, then each answer's), its sort order and the
 * category of the filter. The `.sort` header asks the server for the table sorted the other way
 * (`sort_by_points`, starting with asc) and the answer's table takes the place of the old one; the rows
 * shown are those of the chosen category (`all` = every row), in whichever table is showing. The rows
 * are the server's markup (the answer's HTML inserted as the contract allows, sanitised): the component
 * decides which table is in the page and which of its rows show. Loads on first use: at ready, the plain
 * at-rest part (at-rest.ts) has named the select, marked the sort headers and shown the chosen category's
 * rows, which is what this component's first render does again.
 */
function PlayersTable({ element: root, settings, signal, report }: ServerMarkupProps<Settings>) {
  const select = useMemo(() => categorySelect(root), [root]);
  // `[trx_table]` prints `<div class="sc_table"><table>`; a bare `table.sc_table` is read the same way.
  const [table, setTable] = useState(() => root.querySelector<HTMLElement>('.sc_table'));
  const [sort, setSort] = useState(() => sortOf(root));
  const [category] = useControlState(select, 'change', () => chosenCategory(select));
  // One sort at a time: the ref guards a double click before the busy state has rendered.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const inPage = useRef(table);
  const focusSortHeader = useRef(false);

  // The theme prints the filter without a label.
  useLayoutEffect(() => nameIfUnnamed(select, 'Category'), [select]);
  useBusy(root, busy);

  // The table in state is the one in the page.
  useLayoutEffect(() => {
    if (!table || inPage.current === table) return;
    inPage.current?.replaceWith(table);
    inPage.current = table;
  }, [table]);
  useLayoutEffect(() => {
    if (sort) root.setAttribute('data-sort', sort);
  }, [root, sort]);
  useLayoutEffect(() => markSortHeaders(root, sort), [root, table, sort]);
  useLayoutEffect(() => {
    if (table) filterRows(table, category);
  }, [table, category]);
  useLayoutEffect(() => {
    if (!focusSortHeader.current) return;
    focusSortHeader.current = false;
    table?.querySelector<HTMLElement>('.sort')?.focus();
  }, [table]);

  const invalidAnswer = () => settings.theme.strings.ajax_error || failureMessage({ kind: 'shape' });

  const sortTable = () => {
    const wanted: Sort = sort === 'asc' ? 'desc' : 'asc';
    const active = root.ownerDocument.activeElement;
    const hadFocus = root.contains(active) && !!active?.classList.contains('sort');
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void (async () => {
      try {
        const outcome = await themeRequest({
          url: settings.theme.ajaxUrl,
          action: 'sort_by_points',
          nonce: settings.theme.nonce,
          fields: [
            ['sort', wanted],
            ['table', settings.layout.value(`ajax_${root.id}`) as FormValue],
          ],
          schema: optionalHtmlAnswer,
          signal,
        });
        if (wasAborted(outcome)) return;
        // An error of markup alone reads as nothing: the generic text then.
        if (!outcome.ok) return warn(failureLines(outcome, '', settings.theme.strings.ajax_error).join(' ') || invalidAnswer());
        const replacement = tableOf(parseServerHtml(outcome.data.data ?? '', root.ownerDocument));
        if (!replacement || !inPage.current) return warn(invalidAnswer());
        focusSortHeader.current = hadFocus;
        setTable(replacement);
        setSort(wanted);
      } catch (error) {
        report(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  };

  useServerEvent(root, 'click', (event) => {
    const header = (event.target as Element).closest?.('.sort');
    if (!header || !table?.contains(header)) return;
    event.preventDefault();
    sortTable();
  });
  useServerEvent(root, 'keydown', (event) => {
    const target = event.target as Element;
    if ((event.key !== 'Enter' && event.key !== ' ') || !target.classList?.contains('sort')) return;
    event.preventDefault();
    sortTable();
  });
  return null;
}

export default defineComponent(PlayersTable, { settings });

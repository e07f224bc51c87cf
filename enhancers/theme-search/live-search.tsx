import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { useBusy } from '../../src/use-busy';
import { useServerEvent } from '../../src/use-server-event';
import { warn } from '../theme-shared/popups';
import { warmUp } from '../theme-shared/warm-up';
import { hideResults, useResultsView } from './search-results';

const fetcher = () => import('./live-search-fetch');

/**
 * Live search (`.search_wrap.search_ajax`): once typing pauses for `ajax_search_delay` ms with at least
 * `ajax_search_min_length` characters, the results are fetched and shown (the content `aria-busy`
 * meanwhile). Only the latest query counts: an older request is cancelled and its answer ignored
 * (defect 2), so a newer query supersedes a running one rather than waiting for it. A failure warns
 * with `search_error`; the typed text stays.
 */
function LiveSearch({ element: wrap, settings, signal, report }: ServerMarkupProps<ThemeSettings>) {
  const field = useMemo(() => wrap.querySelector<HTMLInputElement>('.search_field'), [wrap]);
  const content = useMemo(() => wrap.querySelector('.search_results_content'), [wrap]);
  const working = !!field && !!content;
  const results = useResultsView(wrap);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ latest: number; timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({ latest: 0 });

  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    setBusy(false);
  };
  const search = (query: string, id: number) => {
    const request = (pending.current.request = new AbortController());
    const isLatest = () => id === pending.current.latest;
    setBusy(true);
    fetcher()
      .then(({ fetchResults }) => fetchResults(query, request.signal))
      .then((outcome) => {
        if (!outcome || !isLatest()) return;
        if ('failure' in outcome) warn(outcome.failure);
        else results.value = { content: { html: outcome.html }, shown: true };
      })
      .catch(report)
      .finally(() => isLatest() && setBusy(false));
  };

  useBusy(content, busy);
  useLayoutEffect(() => {
    if (!working) return;
    content.setAttribute('aria-live', 'polite');
    warmUp(field, fetcher, signal);
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.request?.abort();
    };
  }, [working, content, field, signal]);

  useServerEvent(working ? field : null, 'input', () => {
    cancel();
    const id = ++pending.current.latest;
    const query = field!.value;
    if (query.length >= settings.searchMinLength) pending.current.timer = setTimeout(() => search(query, id), settings.searchDelay);
  });
  useServerEvent(working ? wrap : null, 'click', (event) => {
    const target = event.target as Element;
    if (target.closest('.search_results_close')) {
      event.preventDefault();
      hideResults(wrap);
    } else if (target.closest('.search_more')) {
      event.preventDefault();
      if (field!.value !== '' && field!.form) HTMLFormElement.prototype.submit.call(field!.form);
    }
  });
  return null;
}

export default defineComponent(LiveSearch, { settings: () => readThemeSettings() });

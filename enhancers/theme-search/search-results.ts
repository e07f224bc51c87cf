import { signal, type Signal } from '@preact/signals-core';
import { useLayoutEffect, useMemo } from 'react';
import { parseServerHtml } from '../../src/server-fragment';
import { useSignalValue } from '../../src/use-signal-value';

/** What a search box's results show. A field left undefined is as the server printed it. */
export interface ResultsView {
  /** `.search_results` shown (`display: block`) or hidden (`display: none`). */
  shown?: boolean;
  /** The results' server HTML in `.search_results_content` ('' empties it); a new object is new content. */
  content?: { html: string };
}

interface Store {
  view: Signal<ResultsView>;
  /** The view last put on the page: the search box and live search both watch it, one of them applies it. */
  applied?: ResultsView;
}

const stores = new WeakMap<Element, Store>();

function storeOf(wrap: Element): Store {
  let store = stores.get(wrap);
  if (!store) stores.set(wrap, (store = { view: signal<ResultsView>({}) }));
  return store;
}

/** The results view of a `.search_wrap`, shared by its search box and its live search. */
export const resultsView = (wrap: Element): Signal<ResultsView> => storeOf(wrap).view;

export const hideResults = (wrap: Element): void => {
  const view = resultsView(wrap);
  view.value = { ...view.value, shown: false };
};

/**
 * Shows a box's results view on its server elements for as long as the component is mounted: the
 * results are server HTML made inert (scripts, handlers and `javascript:` URLs dropped), as received.
 * Every component of the box calls it; each change is put on the page once.
 */
export function useResultsView(wrap: Element): Signal<ResultsView> {
  const store = useMemo(() => storeOf(wrap), [wrap]);
  const view = useSignalValue(store.view);
  useLayoutEffect(() => {
    const previous = store.applied;
    if (previous === view) return;
    store.applied = view;
    const content = wrap.querySelector('.search_results_content');
    if (view.content && view.content !== previous?.content) content?.replaceChildren(parseServerHtml(view.content.html, wrap.ownerDocument));
    const results = wrap.querySelector<HTMLElement>('.search_results');
    if (results && view.shown !== undefined) results.style.display = view.shown ? 'block' : 'none';
  }, [wrap, store, view]);
  return store.view;
}

import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { nameIfUnnamed } from '../../src/accessible-name';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { findThemeStorage } from '../../src/theme-storage';
import { useServerEvent } from '../../src/use-server-event';
import { hideResults, useResultsView } from './search-results';
import { searchState, setSearchState, type SearchState } from './search-state';

/**
 * The search box (`.search_wrap`), states `search_state_closed|opened|fixed`: the search button opens a
 * closed box (and focuses the field), submits a non-empty query, and closes an opened box (or, fixed,
 * clears the results) when the field is empty. The close icon, Escape and leaving an empty field close
 * it. The state is the component's; the server's classes show it.
 */
function SearchBox({ element: wrap }: ServerMarkupProps) {
  const submit = useMemo(() => wrap.querySelector<HTMLElement>('.search_submit'), [wrap]);
  const field = useMemo(() => wrap.querySelector<HTMLInputElement>('.search_field'), [wrap]);
  const working = !!submit && !!field;
  const generationA = useMemo(() => findThemeStorage()?.generation === 'A', []);
  const [state, setState] = useState<SearchState>(() => searchState(wrap));
  const changed = useRef(false);
  const focusField = useRef(false);
  const results = useResultsView(wrap);

  // The theme prints the field with a placeholder only.
  useLayoutEffect(() => (working ? nameIfUnnamed(field, field.placeholder || field.title || 'Search') : undefined), [working, field]);
  useLayoutEffect(() => {
    if (!working || state === 'fixed') return;
    if (changed.current) setSearchState(wrap, state, generationA);
    else submit.setAttribute('aria-expanded', String(state === 'opened'));
    if (focusField.current) field.focus();
    focusField.current = false;
  }, [working, wrap, submit, field, state, generationA]);
  useLayoutEffect(() => () => submit?.removeAttribute('aria-expanded'), [submit]);

  const change = (next: 'opened' | 'closed') => {
    changed.current = true;
    setState(next);
  };
  const close = () => {
    if (state === 'fixed') return;
    change('closed');
    hideResults(wrap);
  };

  useServerEvent(working ? submit : null, 'click', (event) => {
    if (state !== 'closed' && field!.value !== '') return; // the form submits
    event.preventDefault();
    if (state === 'closed') {
      focusField.current = true;
      change('opened');
    } else if (state === 'opened') {
      close();
    } else {
      results.value = { content: { html: '' }, shown: false };
    }
  });
  useServerEvent(working ? wrap.querySelector('.search_close') : null, 'click', (event) => {
    event.preventDefault();
    close();
  });
  useServerEvent(working ? field : null, 'blur', (event) => {
    // Moving to the box's own button or results is not leaving it.
    const next = event.relatedTarget;
    if (field!.value === '' && !(next instanceof Node && wrap.contains(next))) close();
  });
  useServerEvent(working ? wrap : null, 'keydown', (event) => {
    if (event.key !== 'Escape') return;
    hideResults(wrap);
    if (field!.value === '') close();
  });
  return null;
}

export default defineComponent(SearchBox);

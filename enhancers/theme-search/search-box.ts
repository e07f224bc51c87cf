import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';
import { hideResults, searchState, setSearchState } from './search-state';

/**
 * The search box (`.search_wrap`), states `search_state_closed|opened|fixed`: the search button opens a
 * closed box, submits a non-empty query, and closes an opened box (or, fixed, clears the results) when
 * the field is empty. The close icon, Escape and leaving an empty field close it.
 */
export default defineEnhancerModule({
  mount(wrap, { signal }) {
    const submit = wrap.querySelector<HTMLElement>('.search_submit');
    const field = wrap.querySelector<HTMLInputElement>('.search_field');
    if (!submit || !field) return;
    // The theme prints the field with a placeholder only.
    const unname = nameIfUnnamed(field, field.placeholder || field.title || 'Search');
    const generationA = findThemeStorage()?.generation === 'A';
    const close = () => {
      if (searchState(wrap) === 'fixed') return;
      setSearchState(wrap, 'closed', generationA);
      hideResults(wrap);
    };
    if (searchState(wrap) !== 'fixed') submit.setAttribute('aria-expanded', String(searchState(wrap) === 'opened'));

    submit.addEventListener(
      'click',
      (event) => {
        const state = searchState(wrap);
        if (state !== 'closed' && field.value !== '') return; // the form submits
        event.preventDefault();
        if (state === 'closed') {
          setSearchState(wrap, 'opened', generationA);
          field.focus();
        } else if (state === 'opened') {
          close();
        } else {
          wrap.querySelector('.search_results_content')?.replaceChildren();
          hideResults(wrap);
        }
      },
      { signal },
    );
    wrap.querySelector('.search_close')?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        close();
      },
      { signal },
    );
    field.addEventListener(
      'blur',
      (event) => {
        // Moving to the box's own button or results is not leaving it.
        const next = event.relatedTarget;
        if (field.value === '' && !(next instanceof Node && wrap.contains(next))) close();
      },
      { signal },
    );
    wrap.addEventListener(
      'keydown',
      (event) => {
        if ((event as KeyboardEvent).key !== 'Escape') return;
        hideResults(wrap);
        if (field.value === '') close();
      },
      { signal },
    );
    return () => {
      submit.removeAttribute('aria-expanded');
      unname();
    };
  },
});

import { defineEnhancerModule } from '../../src/enhancer';
import { readThemeSettings } from '../../src/settings-theme';
import { warmUp } from '../theme-shared/warm-up';
import { hideResults } from './search-state';

const fetcher = () => import('./live-search-fetch');

/**
 * Live search (`.search_wrap.search_ajax`): once typing pauses for `ajax_search_delay` ms with at least
 * `ajax_search_min_length` characters, the results are fetched. Only the latest query counts: an older
 * request is cancelled and its answer ignored (defect 2).
 */
export default defineEnhancerModule({
  settings: () => readThemeSettings(),
  mount(wrap, { settings, signal, report }) {
    const field = wrap.querySelector<HTMLInputElement>('.search_field');
    const content = wrap.querySelector('.search_results_content');
    if (!field || !content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    let inFlight: AbortController | undefined;
    const cancel = () => {
      clearTimeout(timer);
      inFlight?.abort();
      content.removeAttribute('aria-busy');
    };

    const search = (query: string, id: number) => {
      const controller = (inFlight = new AbortController());
      content.setAttribute('aria-busy', 'true');
      fetcher()
        .then(({ fetchResults }) => fetchResults(wrap, query, () => id === latest, controller.signal))
        .catch(report)
        .finally(() => id === latest && content.removeAttribute('aria-busy'));
    };

    content.setAttribute('aria-live', 'polite');
    warmUp(field, fetcher, signal);
    signal.addEventListener('abort', cancel);
    field.addEventListener(
      'input',
      () => {
        cancel();
        const id = ++latest;
        const query = field.value;
        if (query.length >= settings.searchMinLength) timer = setTimeout(() => search(query, id), settings.searchDelay);
      },
      { signal },
    );
    wrap.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (target.closest('.search_results_close')) {
          event.preventDefault();
          hideResults(wrap);
        } else if (target.closest('.search_more')) {
          event.preventDefault();
          if (field.value !== '' && field.form) HTMLFormElement.prototype.submit.call(field.form);
        }
      },
      { signal },
    );
    return cancel;
  },
});

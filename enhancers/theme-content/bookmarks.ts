import { defineEnhancerModule } from '../../src/enhancer';
import { warmUp } from '../theme-shared/warm-up';
import { makeDeleteControl } from './delete-control';

const add = () => import('./bookmarks-add');
const remove = () => import('./bookmarks-delete');

/**
 * Bookmarks in the `{prefix}_bookmarks` cookie: `.bookmarks_add` adds the current page,
 * `.bookmarks_list` deletes entries (click, or Enter / Space on the delete control).
 */
export default defineEnhancerModule({
  mount(element, { signal, report }) {
    if (element.classList.contains('bookmarks_list')) {
      const list = element;
      list.querySelectorAll('.bookmarks_delete').forEach((control) => makeDeleteControl(control, 'Delete'));
      const onDelete = (event: Event) => {
        const item = (event.target as Element).closest('.bookmarks_delete')?.closest('li');
        if (!item || item.parentElement !== list) return;
        event.preventDefault();
        event.stopPropagation();
        remove().then(({ deleteBookmark }) => deleteBookmark(list, item)).catch(report);
      };
      list.addEventListener('click', onDelete, { signal });
      list.addEventListener('keydown', (event) => /^(Enter| )$/.test((event as KeyboardEvent).key) && onDelete(event), { signal });
      warmUp(list, remove, signal);
      return;
    }
    let busy = false;
    warmUp(element, add, signal);
    element.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        if (busy) return;
        busy = true;
        add()
          .then(({ addCurrentPage }) => addCurrentPage(element.ownerDocument))
          .catch(report)
          .finally(() => (busy = false));
      },
      { signal },
    );
  },
});

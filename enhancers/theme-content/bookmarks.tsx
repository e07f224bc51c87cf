import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useRequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { useSignalValue } from '../../src/use-signal-value';
import { warmUp } from '../theme-shared/warm-up';
import { addedBookmarks, type AddedBookmark } from './bookmarks-added';
import { makeDeleteControl } from './delete-control';
import { reportedQuietly } from './use-failure-warning';

const add = () => import('./bookmarks-add');
const remove = () => import('./bookmarks-delete');

/** `.bookmarks_add`: adds the current page (a dialog asks for the title); one at a time. */
function BookmarksAdd({ element, signal, report }: ServerMarkupProps) {
  const { run } = useRequestState<void>();
  useLayoutEffect(() => warmUp(element, add, signal), [element, signal]);
  useServerEvent(element, 'click', (event) => {
    event.preventDefault();
    run(() =>
      add()
        .then(({ addCurrentPage }) => addCurrentPage(element.ownerDocument))
        .catch(reportedQuietly(report)),
    );
  });
  return null;
}

/** The theme's list item: `<li><a href class="bookmarks_item">TITLE<span class="bookmarks_delete icon-cancel" title></span></a></li>`. */
function BookmarkItem({ added, itemRef }: { added: AddedBookmark; itemRef: (item: HTMLLIElement | null) => void }) {
  const { bookmark, deleteTitle } = added;
  return (
    <li ref={itemRef}>
      <a href={bookmark.url} className="bookmarks_item">
        {bookmark.title}
        <span className="bookmarks_delete icon-cancel" title={deleteTitle} role="button" tabIndex={0} aria-label={deleteTitle} />
      </a>
    </li>
  );
}

/**
 * `.bookmarks_list`: the server's items, then the bookmarks added on this page since it mounted (the
 * component's). A delete control (click, or Enter / Space) forgets the entry and removes its item.
 */
function BookmarksList({ element: list, signal, report }: ServerMarkupProps) {
  const added = useSignalValue(addedBookmarks);
  const [since] = useState(() => addedBookmarks.peek().length);
  const [removed, setRemoved] = useState<ReadonlySet<AddedBookmark>>(() => new Set());
  const own = useRef(new Map<Element, AddedBookmark>());

  useLayoutEffect(() => {
    list.querySelectorAll('.bookmarks_delete').forEach((control) => makeDeleteControl(control, 'Delete'));
    warmUp(list, remove, signal);
  }, [list, signal]);

  const onDelete = (event: Event) => {
    const item = (event.target as Element).closest('.bookmarks_delete')?.closest('li');
    if (!item || item.parentElement !== list) return;
    event.preventDefault();
    event.stopPropagation();
    remove()
      .then(({ forgetBookmark }) => {
        if (item.parentElement !== list) return;
        forgetBookmark(list, item);
        const mine = own.current.get(item);
        own.current.delete(item);
        if (mine) setRemoved((current) => new Set(current).add(mine));
        else item.remove();
      })
      .catch(report);
  };
  useServerEvent(list, 'click', onDelete);
  useServerEvent(list, 'keydown', (event) => /^(Enter| )$/.test(event.key) && onDelete(event));

  const shown = added.map((entry, index) => ({ entry, index })).filter(({ entry, index }) => index >= since && !removed.has(entry));
  return createPortal(
    shown.map(({ entry, index }) => (
      <BookmarkItem
        key={index}
        added={entry}
        itemRef={(item) => {
          if (item) own.current.set(item, entry);
        }}
      />
    )),
    list,
  );
}

/** Bookmarks in the `{prefix}_bookmarks` cookie: `.bookmarks_add` adds the current page, `.bookmarks_list` lists and deletes. */
function Bookmarks(props: ServerMarkupProps) {
  return props.element.classList.contains('bookmarks_list') ? <BookmarksList {...props} /> : <BookmarksAdd {...props} />;
}

export default defineComponent(Bookmarks);

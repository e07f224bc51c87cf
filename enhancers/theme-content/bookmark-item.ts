import type { Bookmark } from './bookmarks-cookie';
import { makeDeleteControl } from './delete-control';

/** `<li><a href class="bookmarks_item">TITLE<span class="bookmarks_delete icon-cancel" title></span></a></li>`, as text. */
export function bookmarkItem(doc: Document, bookmark: Bookmark, deleteTitle: string): HTMLLIElement {
  const item = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = bookmark.url;
  link.className = 'bookmarks_item';
  link.textContent = bookmark.title;
  const remove = doc.createElement('span');
  remove.className = 'bookmarks_delete icon-cancel';
  remove.title = deleteTitle;
  makeDeleteControl(remove, deleteTitle);
  link.append(remove);
  item.append(link);
  return item;
}

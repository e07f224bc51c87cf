import { findThemeStorage } from '../../src/theme-storage';
import { readBookmarks, sameUrl, writeBookmarks } from './bookmarks-cookie';

/**
 * Forgets the bookmark a list item shows: the cookie entry at the `<li>`'s position in its list
 * (defect 11), or, when list and cookie disagree, the entry with the same URL. When the item holds
 * keyboard focus, focus moves to a neighbour's delete control; the caller then removes the item.
 */
export function forgetBookmark(list: Element, item: Element): void {
  const prefix = findThemeStorage()?.prefix ?? 'themerex';
  const doc = list.ownerDocument;
  const base = doc.location.href;
  const index = Array.from(list.children).indexOf(item);
  const href = item.querySelector('a')?.getAttribute('href') ?? '';
  const bookmarks = readBookmarks(prefix);
  const at = bookmarks[index] && sameUrl(bookmarks[index].url, href, base) ? index : bookmarks.findIndex((bookmark) => sameUrl(bookmark.url, href, base));
  if (at >= 0) {
    bookmarks.splice(at, 1);
    writeBookmarks(prefix, bookmarks);
  }
  if (item.contains(doc.activeElement)) (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>('.bookmarks_delete')?.focus();
}

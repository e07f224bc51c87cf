import { readThemeSettings } from '../../src/settings-theme';
import { succeed, warn } from '../theme-shared/popups';
import { textLookup } from '../theme-shared/texts';
import { announceBookmark } from './bookmarks-added';
import { readBookmarks, sameUrl, writeBookmarks } from './bookmarks-cookie';

/**
 * Adds the current page to the bookmarks: a page already in the list gets `bookmark_exists`; otherwise
 * a dialog asks for the title (prefilled with the page title before its first `|`, as text — defect 3),
 * Apply stores it in the cookie, announces it to every `.bookmarks_list` and confirms a moment later.
 */
export async function addCurrentPage(doc: Document): Promise<void> {
  const settings = readThemeSettings();
  const text = textLookup(settings.strings);
  const url = doc.location.href;
  const exists = () => readBookmarks(settings.prefix).some((bookmark) => sameUrl(bookmark.url, url, url));
  if (exists()) return warn(text('bookmark_exists'), text('bookmark_add'));
  const suggested = (doc.title.split('|')[0] ?? '').trim();
  const { askBookmarkTitle } = await import('./bookmark-dialog');
  const chosen = await askBookmarkTitle(text('bookmark_add'), text('bookmark_title'), suggested);
  if (chosen === undefined) return;
  // Another tab may have added it meanwhile.
  if (exists()) return warn(text('bookmark_exists'), text('bookmark_add'));
  const bookmark = { title: chosen.trim() || suggested || url, url };
  if (!writeBookmarks(settings.prefix, [...readBookmarks(settings.prefix), bookmark])) return warn(text('bookmarks_full'), text('bookmark_add'));
  announceBookmark({ bookmark, deleteTitle: text('bookmark_del') });
  setTimeout(() => succeed(text('bookmark_added'), text('bookmark_add')), settings.messageTimeout / 4);
}

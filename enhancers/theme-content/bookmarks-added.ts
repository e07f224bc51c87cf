import { signal } from '@preact/signals-core';
import type { Bookmark } from './bookmarks-cookie';

/** A bookmark added on this page, with the delete control's title from the page strings. */
export interface AddedBookmark {
  bookmark: Bookmark;
  deleteTitle: string;
}

/** The bookmarks added on this page, in order: every `.bookmarks_list` lists those added since it mounted. */
export const addedBookmarks = signal<readonly AddedBookmark[]>([]);

export function announceBookmark(added: AddedBookmark): void {
  addedBookmarks.value = [...addedBookmarks.value, added];
}

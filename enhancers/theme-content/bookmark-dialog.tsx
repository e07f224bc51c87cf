import type { KeyboardEvent } from 'react';
import { showMessage } from '../theme-shared/popups';

export const BOOKMARK_TITLE_ID = 'bookmark_title';

/** Enter in the title field answers Apply. */
function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.closest('[data-enhance-popup]')?.querySelector<HTMLElement>('[class$="_message_button"]')?.click();
}

/** Asks for the bookmark's title in the theme's dialog (Apply / Cancel); undefined when cancelled. */
export function askBookmarkTitle(header: string, label: string, title: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    void showMessage({
      type: 'dialog',
      header,
      message: (
        <>
          <label htmlFor={BOOKMARK_TITLE_ID}>{label}</label>
          <input type="text" id={BOOKMARK_TITLE_ID} defaultValue={title} onKeyDown={applyOnEnter} />
        </>
      ),
      callback: (button, popup) =>
        resolve(button === 1 ? (popup?.querySelector<HTMLInputElement>(`#${BOOKMARK_TITLE_ID}`)?.value ?? title) : undefined),
    });
  });
}

import { warn } from '../theme-shared/popups';
import { optionalHtmlAnswer } from '../theme-shared/answers';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';
import { showMenuItem, type Direction } from './menu-item-dialog';

export interface MenuItemLoad {
  ajaxUrl: string;
  nonce: string;
  /** `strings.search_error`: the warning on any failure (spec §8). */
  failureText: string;
  /** `strings.ajax_error`: what a server-side failure says after the warning. */
  genericText: string;
  id: string;
  /** The ids of the clicked block, for the arrows (defect 17). */
  ids: readonly string[];
  opener: Element | null;
  block: Element;
  via?: Direction;
  signal: AbortSignal;
  /** Loads another item of the same block (the arrows). */
  navigate(id: string, via: Direction): void;
}

/** POSTs `ajax_menuitem` (`text` = the item id) and shows the answer in the popup, or the warning. */
export async function loadMenuItem(load: MenuItemLoad): Promise<void> {
  const outcome = await themeRequest({
    url: load.ajaxUrl,
    action: 'ajax_menuitem',
    nonce: load.nonce,
    fields: [['text', load.id]],
    schema: optionalHtmlAnswer,
    signal: load.signal,
  });
  if (wasAborted(outcome)) return;
  if (outcome.ok && outcome.data.data) {
    showMenuItem({ html: outcome.data.data, id: load.id, ids: load.ids, ...(load.via && { via: load.via }) }, load.opener, load.block, load.navigate);
    return;
  }
  // An answer without an item has nothing more to say than the warning itself.
  warn(outcome.ok ? load.failureText : failureLines(outcome, load.failureText, load.genericText).join(' '));
}

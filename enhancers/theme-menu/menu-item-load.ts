import * as z from 'zod/mini';
import { logFailure } from '../../src/ajax-messages';
import { postAjax } from '../../src/ajax';
import { showThemeWarning } from '../theme-widgets/dom/warn';
import { showMenuItem, type Direction } from './menu-item-dialog';

const answer = z.looseObject({ error: z.string(), data: z.optional(z.string()) });

export interface MenuItemLoad {
  ajaxUrl: string;
  nonce: string;
  /** `strings.search_error`: the warning on any failure (spec §8). */
  failureText: string;
  id: string;
  /** The ids of the clicked block, for the arrows (defect 17). */
  ids: readonly string[];
  opener: Element | null;
  block: Element;
  via?: Direction;
  signal: AbortSignal;
  report(error: unknown): void;
  /** Loads another item of the same block (the arrows). */
  navigate(id: string, via: Direction): void;
}

/** POSTs `ajax_menuitem` (`text` = the item id) and shows the answer in the popup, or the warning. */
export async function loadMenuItem(load: MenuItemLoad): Promise<void> {
  const result = await postAjax({
    url: load.ajaxUrl,
    action: 'ajax_menuitem',
    nonce: { name: 'nonce', value: load.nonce },
    fields: [['text', load.id]],
    expect: 'json',
    schema: answer,
    signal: load.signal,
  });
  if (!result.ok) {
    if (result.failure.kind === 'aborted') return;
    logFailure('ajax_menuitem', result.failure);
  } else if (result.data.error === '' && result.data.data) {
    showMenuItem({ html: result.data.data, id: load.id, ids: load.ids, ...(load.via && { via: load.via }) }, load.opener, load.block, load.navigate);
    return;
  }
  showThemeWarning(load.failureText, load.report);
}

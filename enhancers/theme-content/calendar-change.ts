import { readThemeSettings } from '../../src/settings-theme';
import { parseServerHtml } from '../../src/server-fragment';
import { textLookup } from '../theme-shared/texts';
import { htmlAnswer } from '../theme-shared/answers';
import { failureLines, themeRequest, wasAborted } from '../theme-shared/theme-request';

/**
 * Shows the month an arrow names: `calendar_change_month` (B also sends the arrow's `letter`); the
 * answer's table (server markup, made inert) replaces the widget's. Keyboard focus moves to the same
 * arrow in the new table. Resolves to the sentence to show after a failure, else undefined.
 */
export async function changeMonth(widget: Element, arrow: HTMLElement, signal: AbortSignal): Promise<string | undefined> {
  const settings = readThemeSettings();
  const data = (name: string) => arrow.getAttribute(`data-${name}`) ?? '';
  const letter: [string, string][] = arrow.hasAttribute('data-letter') ? [['letter', data('letter')]] : [];
  const outcome = await themeRequest({
    url: settings.ajaxUrl,
    action: 'calendar_change_month',
    nonce: settings.nonce,
    fields: [...letter, ['month', data('month')], ['year', data('year')], ['post_type', data('type')]],
    schema: htmlAnswer,
    signal,
  });
  if (wasAborted(outcome)) return undefined;
  if (!outcome.ok) return failureLines(outcome, '', textLookup(settings.strings)('ajax_error')).join(' ');
  const table = widget.querySelector('.wp-calendar');
  const parent = table?.parentElement ?? widget;
  const direction = arrow.closest('.month_prev') ? '.month_prev' : '.month_next';
  const hadFocus = arrow.ownerDocument.activeElement === arrow;
  table?.remove();
  parent.append(parseServerHtml(outcome.data.data, widget.ownerDocument));
  if (hadFocus) widget.querySelector<HTMLElement>(`${direction} a`)?.focus();
  return undefined;
}

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDialogFocus } from '../../../src/use-dialog-focus';
import {
  addDays, addMonths, clampDay, compareDays, daysInMonth, formatDay, inRange, monthWeeks, parseDay, sameDay, today, weekdayIndex,
  type Day,
} from './date-math';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = [['Mo', 'Monday'], ['Tu', 'Tuesday'], ['We', 'Wednesday'], ['Th', 'Thursday'], ['Fr', 'Friday'], ['Sa', 'Saturday'], ['Su', 'Sunday']] as const;

/** jQuery UI's classes on its one picker element, with the one Booked adds (`booked_custom_date_picker`) last. */
const PICKER_CLASSES = 'ui-datepicker ui-widget ui-widget-content ui-helper-clearfix ui-corner-all booked_custom_date_picker';

/**
 * The picker's own element, `div#ui-datepicker-div`, made as jQuery UI made it: a child of the body, placed by its
 * inline style, which stylesheets and scripts look for there (`body > #ui-datepicker-div`). The picker renders in it.
 */
export function createPickerElement(doc: Document): HTMLDivElement {
  const dialog = doc.createElement('div');
  dialog.id = 'ui-datepicker-div';
  dialog.className = PICKER_CLASSES;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Choose a date');
  return dialog;
}

export interface DatePickerProps {
  /** The element it renders in, from createPickerElement. */
  dialog: HTMLElement;
  /** The list's date, `yy-mm-dd`. */
  value: string;
  /** Earliest / latest selectable day ('' = none). */
  min: string;
  max: string;
  /** The trigger: focus returns there, clicks on it are not "outside". */
  returnTo: HTMLElement;
  onSelect(date: string): void;
  onClose(): void;
}

/**
 * The list view's date picker as a WAI-ARIA date picker dialog: a month grid where arrows move by day
 * and week, Home/End to the week's start and end, PageUp/PageDown by month (with Shift by year),
 * Enter/Space pick, Escape closes. Days outside min/max are shown but cannot be picked or reached.
 * Markup and classes follow jQuery UI's datepicker, so the theme's `.booked_custom_date_picker` styles apply; it renders
 * inside its own element (createPickerElement).
 */
export function DatePicker({ dialog, value, min, max, returnTo, onSelect, onClose }: DatePickerProps) {
  const minDay = parseDay(min);
  const maxDay = parseDay(max);
  const selected = parseDay(value);
  const now = today();
  const [focusDay, setFocusDay] = useState(() => clampDay(selected ?? now, minDay, maxDay));
  const dialogRef = useMemo(() => ({ current: dialog }), [dialog]);
  const moveFocus = useRef(false);
  const titleId = useId();

  useDialogFocus(dialogRef, {
    active: true,
    modal: true,
    onEscape: onClose,
    returnTo,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>('td[tabindex="0"]'),
  });

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    dialog.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focusDay]);

  useEffect(() => {
    const doc = returnTo.ownerDocument;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node;
      if (!dialog.contains(target) && !returnTo.contains(target)) onClose();
    };
    doc.addEventListener('mousedown', onPointerDown);
    return () => doc.removeEventListener('mousedown', onPointerDown);
  }, [dialog, returnTo, onClose]);

  const go = (day: Day, focusGrid: boolean) => {
    moveFocus.current = focusGrid;
    setFocusDay(clampDay(day, minDay, maxDay));
  };
  const pick = (day: Day) => {
    if (inRange(day, minDay, maxDay)) onSelect(formatDay(day));
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Day> = {
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowRight: () => addDays(focusDay, 1),
      ArrowUp: () => addDays(focusDay, -7),
      ArrowDown: () => addDays(focusDay, 7),
      Home: () => addDays(focusDay, -weekdayIndex(focusDay)),
      End: () => addDays(focusDay, 6 - weekdayIndex(focusDay)),
      PageUp: () => addMonths(focusDay, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusDay, event.shiftKey ? 12 : 1),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focusDay);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move(), true);
  };

  const { y, m } = focusDay;
  const previousMonthEnd = addMonths({ y, m, d: 1 }, -1);
  const canGoBack = !minDay || compareDays({ ...previousMonthEnd, d: daysInMonth(previousMonthEnd.y, previousMonthEnd.m) }, minDay) >= 0;
  const canGoForward = !maxDay || compareDays(addMonths({ y, m, d: 1 }, 1), maxDay) <= 0;

  return (
    <>
      <div className="ui-datepicker-header ui-widget-header ui-helper-clearfix ui-corner-all">
        <button
          type="button"
          className={`ui-datepicker-prev ui-corner-all${canGoBack ? '' : ' ui-state-disabled'}`}
          aria-label="Prev month"
          disabled={!canGoBack}
          onClick={() => go(addMonths(focusDay, -1), false)}
        >
          <span className="ui-icon ui-icon-circle-triangle-w" aria-hidden="true">Prev</span>
        </button>
        <button
          type="button"
          className={`ui-datepicker-next ui-corner-all${canGoForward ? '' : ' ui-state-disabled'}`}
          aria-label="Next month"
          disabled={!canGoForward}
          onClick={() => go(addMonths(focusDay, 1), false)}
        >
          <span className="ui-icon ui-icon-circle-triangle-e" aria-hidden="true">Next</span>
        </button>
        <div className="ui-datepicker-title" id={titleId} aria-live="polite">
          <span className="ui-datepicker-month">{MONTHS[m - 1]}</span> <span className="ui-datepicker-year">{y}</span>
        </div>
      </div>
      <table className="ui-datepicker-calendar" role="grid" aria-labelledby={titleId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long], index) => (
              <th key={short} scope="col" abbr={long} className={index > 4 ? 'ui-datepicker-week-end' : undefined}>
                <span title={long}>{short}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(y, m).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} className="ui-datepicker-other-month ui-datepicker-unselectable ui-state-disabled" />;
                const enabled = inRange(day, minDay, maxDay);
                const isSelected = sameDay(day, selected);
                const classes = [
                  column > 4 && 'ui-datepicker-week-end',
                  !enabled && 'ui-datepicker-unselectable ui-state-disabled',
                  isSelected && 'ui-datepicker-current-day',
                  sameDay(day, now) && 'ui-datepicker-today',
                ].filter(Boolean).join(' ');
                return (
                  <td
                    key={column}
                    data-date={formatDay(day)}
                    className={classes || undefined}
                    tabIndex={sameDay(day, focusDay) ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={enabled ? undefined : true}
                    onClick={() => (enabled ? pick(day) : undefined)}
                  >
                    <a className={`ui-state-default${isSelected ? ' ui-state-active' : ''}${sameDay(day, now) ? ' ui-state-highlight' : ''}`}>{day.d}</a>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

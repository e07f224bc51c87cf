import { useLayoutEffect } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useBusy } from '../../src/use-busy';
import { useRequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { warmUp } from '../theme-shared/warm-up';
import { reportedQuietly, useFailureWarning } from './use-failure-warning';

const change = () => import('./calendar-change');
const arrows = '.month_prev a[data-month], .month_next a[data-month]';

/**
 * The calendar widget's month arrows: the month an arrow names replaces the table (the server's
 * markup). One month change at a time, the widget `aria-busy` meanwhile; a failure warns and the
 * shown month stays.
 */
function CalendarWidget({ element: widget, signal, report }: ServerMarkupProps) {
  const { state, run } = useRequestState<void>();
  useBusy(widget, state.status === 'busy');
  useFailureWarning(state);
  useLayoutEffect(() => warmUp(widget, change, signal), [widget, signal]);
  useServerEvent(widget, 'click', (event) => {
    const arrow = (event.target as Element).closest<HTMLElement>(arrows);
    if (!arrow || !widget.contains(arrow)) return;
    event.preventDefault();
    run(async () => {
      const failure = await change()
        .then(({ changeMonth }) => changeMonth(widget, arrow, signal))
        .catch(reportedQuietly(report));
      if (failure !== undefined) throw new Error(failure);
    });
  });
  return null;
}

export default defineComponent(CalendarWidget);

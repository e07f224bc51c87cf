import { reportError } from '../../../src/report-error';
import { DAY_CELLS } from './calendar-markup';
import { tooltipTextOf } from './day-tooltip-text';

type View = typeof import('./day-tooltip-view');

/** Booked's `init_tooltips` delay: a day shows its tooltip once the pointer has stayed 50 ms on it. */
const HOVER_DELAY_MS = 50;

const watching = new WeakMap<Element, { count: number; stop(): void }>();
let view: View | undefined;

/**
 * The days' "N Available" tooltips (what tooltipster did for Booked): shown while the pointer is on a day
 * (after 50 ms) or the day has keyboard focus, hidden when it leaves, on blur and on Escape. Plain listeners
 * on the calendar, so that the at-rest part has them; the tooltip itself (`day-tooltip-view.tsx`) loads on
 * the first one. Shared by the at-rest part and the component: one set of listeners per calendar. Returns
 * the stop.
 */
export function watchDayTooltips(wrap: HTMLElement): () => void {
  const existing = watching.get(wrap);
  if (existing) {
    existing.count++;
  } else {
    watching.set(wrap, { count: 1, stop: listen(wrap) });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const entry = watching.get(wrap)!;
    if (--entry.count > 0) return;
    entry.stop();
    watching.delete(wrap);
  };
}

function listen(wrap: HTMLElement): () => void {
  const doc = wrap.ownerDocument;
  let wanted: HTMLElement | undefined;
  let hovered: Element | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const originIn = (target: EventTarget | null): HTMLElement | undefined => {
    const origin = target instanceof Element ? target.closest<HTMLElement>('.tooltipstered') : null;
    return origin && wrap.contains(origin) && tooltipTextOf(origin) !== undefined ? origin : undefined;
  };
  const show = (origin: HTMLElement) => {
    wanted = origin;
    const describedBy = origin.closest(DAY_CELLS) ?? origin;
    const text = tooltipTextOf(origin)!;
    if (view) return view.showDayTooltip(origin, text, describedBy);
    import('./day-tooltip-view').then((loaded) => {
      view = loaded;
      if (wanted === origin && origin.isConnected) loaded.showDayTooltip(origin, text, describedBy);
    }, (error: unknown) => reportError('booking-calendar', error));
  };
  const hide = (origin?: Element) => {
    if (origin && wanted !== origin) return;
    wanted = undefined;
    view?.hideDayTooltip(origin);
  };

  const onOver = (event: MouseEvent) => {
    const origin = originIn(event.target);
    if (!origin || origin === hovered) return;
    hovered = origin;
    clearTimeout(timer);
    timer = setTimeout(() => hovered === origin && show(origin), HOVER_DELAY_MS);
  };
  const onOut = (event: MouseEvent) => {
    const origin = originIn(event.target);
    if (!origin || origin !== hovered || origin.contains(event.relatedTarget as Node | null)) return;
    hovered = undefined;
    clearTimeout(timer);
    hide(origin);
  };
  const dayOrigin = (target: EventTarget | null) =>
    target instanceof Element && target.matches(DAY_CELLS) ? originIn(target.querySelector('.tooltipstered')) : undefined;
  const onFocus = (event: FocusEvent) => {
    const origin = dayOrigin(event.target);
    if (origin) show(origin);
  };
  const onBlur = (event: FocusEvent) => {
    const origin = dayOrigin(event.target);
    if (origin) hide(origin);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && wanted) hide();
  };

  wrap.addEventListener('mouseover', onOver);
  wrap.addEventListener('mouseout', onOut);
  wrap.addEventListener('focusin', onFocus);
  wrap.addEventListener('focusout', onBlur);
  doc.addEventListener('keydown', onKey);
  return () => {
    clearTimeout(timer);
    wrap.removeEventListener('mouseover', onOver);
    wrap.removeEventListener('mouseout', onOut);
    wrap.removeEventListener('focusin', onFocus);
    wrap.removeEventListener('focusout', onBlur);
    doc.removeEventListener('keydown', onKey);
    if (wanted) view?.dropDayTooltip(wanted);
  };
}

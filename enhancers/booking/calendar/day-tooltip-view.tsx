import { signal, type ReadonlySignal } from '@preact/signals-core';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { renderInto } from '../../../src/render';
import { reportError } from '../../../src/report-error';
import { useSignalValue } from '../../../src/use-signal-value';
import { placeTooltip, type Placement } from './tooltip-placement';

/** Booked's `init_tooltips` options: `speed` 200 ms (the grow transition, and how long a leaving tooltip stays). */
const SPEED_MS = 200;

interface ArrowLook {
  borderWidth: number;
  borderColor: string;
  background: string;
}

interface DayTooltipProps {
  origin: HTMLElement;
  text: string;
  id: string;
  leaving: ReadonlySignal<boolean>;
}

/**
 * The tooltip tooltipster 3.3 draws for a calendar day with Booked's options (light theme, grow): appended
 * to `body`, `div.tooltipster-base.tooltipster-light.tooltipster-grow` with `-show` once placed, the text in
 * `.tooltipster-content`, the arrow `div.tooltipster-arrow-top` with a border span in the tooltip's border
 * colour and an inner span in its background colour, so tooltipster.css and its light theme draw it. Placed
 * above the day and again on scroll and resize. `role="tooltip"`; the day that describes itself with it
 * points to its id.
 */
function DayTooltip({ origin, text, id, leaving: leavingSignal }: DayTooltipProps) {
  const leaving = useSignalValue(leavingSignal);
  const ref = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<{ at: Placement; look: ArrowLook } | null>(null);

  useLayoutEffect(() => {
    const place = () => {
      const tip = ref.current;
      if (!tip || !origin.isConnected) return;
      const box = origin.getBoundingClientRect();
      const size = tip.getBoundingClientRect();
      const at = placeTooltip(
        { left: box.left + window.scrollX, top: box.top + window.scrollY, width: box.width, height: box.height },
        { width: size.width, height: size.height },
        { scrollX: window.scrollX, scrollY: window.scrollY, width: document.documentElement.clientWidth },
      );
      const style = getComputedStyle(tip);
      const width = Number.parseFloat(at.side === 'top' ? style.borderBottomWidth : style.borderTopWidth) || 0;
      setPlaced({
        at,
        look: {
          borderWidth: width > 1 ? width + 1 : width,
          borderColor: at.side === 'top' ? style.borderBottomColor : style.borderTopColor,
          background: style.backgroundColor,
        },
      });
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [origin, text]);

  const classes = ['tooltipster-base', 'tooltipster-light', 'tooltipster-grow'];
  if (placed && !leaving) classes.push('tooltipster-grow-show');
  if (leaving) classes.push('tooltipster-dying');
  const style: CSSProperties = { transitionDuration: `${SPEED_MS}ms`, animationDuration: `${SPEED_MS}ms` };
  if (placed) Object.assign(style, { top: `${placed.at.top}px`, left: `${placed.at.left}px` });
  return createPortal(
    <div ref={ref} id={id} role="tooltip" className={classes.join(' ')} style={style}>
      <div className="tooltipster-content">{text}</div>
      {placed && <Arrow placement={placed.at} look={placed.look} />}
    </div>,
    origin.ownerDocument.body,
  );
}

function Arrow({ placement, look }: { placement: Placement; look: ArrowLook }) {
  const border = Math.round(look.borderWidth);
  const margin = placement.side === 'top' ? { marginBottom: `-${border}px` } : { marginTop: `-${border}px` };
  return (
    <div className={`tooltipster-arrow-${placement.side} tooltipster-arrow`} style={placement.arrowLeft === undefined ? undefined : { left: `${placement.arrowLeft}px` }}>
      {border !== 0 && <span className="tooltipster-arrow-border" style={{ ...margin, borderColor: look.borderColor }} />}
      <span style={{ borderColor: look.background }} />
    </div>
  );
}

let shown: { origin: HTMLElement; describedBy: Element; id: string; leaving: { value: boolean }; unmount(): void } | undefined;
let leavingTimer: ReturnType<typeof setTimeout> | undefined;
let ids = 0;

function remove(): void {
  clearTimeout(leavingTimer);
  leavingTimer = undefined;
  if (!shown) return;
  shown.describedBy.removeAttribute('aria-describedby');
  shown.unmount();
  shown = undefined;
}

/** Shows the one day tooltip for `origin`; `describedBy` (the focusable day) points to it meanwhile. */
export function showDayTooltip(origin: HTMLElement, text: string, describedBy: Element): void {
  if (shown?.origin === origin && shown.describedBy === describedBy) {
    // Back before it was gone: it stays (tooltipster brings a dying tooltip back).
    clearTimeout(leavingTimer);
    leavingTimer = undefined;
    shown.leaving.value = false;
    describedBy.setAttribute('aria-describedby', shown.id);
    return;
  }
  remove();
  const id = `booked-enhance-tooltip-${++ids}`;
  const leaving = signal(false);
  const unmount = renderInto(
    origin.ownerDocument.createElement('div'),
    <DayTooltip origin={origin} text={text} id={id} leaving={leaving} />,
    (error) => reportError('booking-calendar', error),
  );
  shown = { origin, describedBy, id, leaving, unmount };
  describedBy.setAttribute('aria-describedby', id);
}

/** Hides it as tooltipster does: the `-show` class goes, `tooltipster-dying` comes, and it is removed 200 ms later. */
export function hideDayTooltip(origin?: Element): void {
  if (!shown || (origin && shown.origin !== origin) || leavingTimer) return;
  shown.describedBy.removeAttribute('aria-describedby');
  shown.leaving.value = true;
  leavingTimer = setTimeout(remove, SPEED_MS);
}

/** Removes it at once (the calendar's listeners stop). */
export function dropDayTooltip(origin: Element): void {
  if (shown?.origin === origin) remove();
}

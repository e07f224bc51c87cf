import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { takeOver } from './use-taken-over';
import { countdownMoment, splitDuration, type Duration } from './countdown-time';

/** The countdown ticks every second (spec §9). */
export const COUNTDOWN_TICK_MS = 1000;

const units: (keyof Duration)[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The digit of each of `slots` spans for a number, right-aligned and at least two digits; undefined for
 * a leading span it does not need (shown hidden). A number longer than the spans puts its extra leading
 * digits into the first span.
 */
export function digitSlots(value: number, slots: number, minimumDigits = 2): (string | undefined)[] {
  if (slots === 0) return [];
  const text = String(value).padStart(minimumDigits, '0');
  const digits = text.length > slots ? [text.slice(0, text.length - slots + 1), ...text.slice(text.length - slots + 1)] : [...text];
  const offset = slots - digits.length;
  return Array.from({ length: slots }, (_, index) => digits[index - offset]);
}

interface DigitGroup {
  unit: keyof Duration;
  /** The server's `.sc_countdown_digits`, whose spans the component renders. */
  container: HTMLElement;
  slots: number;
}

/**
 * Takes over each unit's `.sc_countdown_digits`: the server's placeholder spans make way for the
 * component's own (as many as the server printed), and come back when it unmounts.
 */
function useDigitGroups(countdown: HTMLElement): DigitGroup[] {
  const [groups, setGroups] = useState<DigitGroup[]>([]);
  useLayoutEffect(() => {
    const found: DigitGroup[] = [];
    for (const unit of units) {
      const container = countdown.querySelector<HTMLElement>(`.sc_countdown_${unit} .sc_countdown_digits`);
      if (container) found.push({ unit, container, slots: container.querySelectorAll('span').length });
    }
    const undo = found.map(({ container }) => takeOver(container));
    setGroups(found);
    return () => undo.forEach((each) => each());
  }, [countdown]);
  return groups;
}

/** Time left until the moment (counting down) or gone since it (counting up), in milliseconds. */
const distance = (moment: Date, countingDown: boolean) => (countingDown ? moment.getTime() - Date.now() : Date.now() - moment.getTime());

function Digits({ countdown, moment }: { countdown: HTMLElement; moment: Date }) {
  const countingDown = useMemo(() => moment.getTime() > Date.now(), [moment]);
  const [duration, setDuration] = useState(() => splitDuration(distance(moment, countingDown)));
  const groups = useDigitGroups(countdown);

  useLayoutEffect(() => {
    if (countdown.hasAttribute('role')) return;
    countdown.setAttribute('role', 'timer');
    return () => countdown.removeAttribute('role');
  }, [countdown]);
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (left: number) => {
      if (countingDown && left <= 0) return; // reached the moment: stay at zero
      timer = setTimeout(tick, COUNTDOWN_TICK_MS);
    };
    const tick = () => {
      const left = distance(moment, countingDown);
      // Each second's digits are on screen when the tick returns, as the original's writes were.
      flushSync(() => setDuration(splitDuration(left)));
      schedule(left);
    };
    schedule(distance(moment, countingDown));
    return () => clearTimeout(timer);
  }, [moment, countingDown]);

  return (
    <>
      {groups.map(({ unit, container, slots }) =>
        createPortal(
          digitSlots(duration[unit], slots).map((digit, index) => (
            <span key={index} className={digit === undefined ? 'hide' : undefined}>
              {digit ?? '0'}
            </span>
          )),
          container,
          unit,
        ),
      )}
    </>
  );
}

/**
 * Countdown `.sc_countdown[data-date][data-time]`: counts down to the moment while it is in the
 * future (stopping at zero), or up since it when it has passed, ticking every second. The component
 * renders the digits of the `.sc_countdown_<unit> .sc_countdown_digits` (one span per digit the server
 * printed, unused leading ones with `hide`). An invalid date leaves the server markup alone.
 */
function Countdown({ element }: ServerMarkupProps) {
  const moment = useMemo(() => countdownMoment(element.getAttribute('data-date'), element.getAttribute('data-time')), [element]);
  return moment ? <Digits countdown={element} moment={moment} /> : null;
}

export default defineComponent(Countdown);

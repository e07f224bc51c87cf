import { defineEnhancerModule } from '../../src/enhancer';
import { countdownMoment, splitDuration, type Duration } from './countdown-time';

/** The countdown ticks every second (spec §9). */
export const COUNTDOWN_TICK_MS = 1000;

const units: (keyof Duration)[] = ['days', 'hours', 'minutes', 'seconds'];

/** Writes a number into the digit spans, right-aligned; leading spans it does not need get `hide`. */
function writeDigits(spans: HTMLElement[], value: number, minimumDigits: number): void {
  if (spans.length === 0) return;
  const text = String(value).padStart(minimumDigits, '0');
  const digits = text.length > spans.length ? [text.slice(0, text.length - spans.length + 1), ...text.slice(text.length - spans.length + 1)] : [...text];
  const offset = spans.length - digits.length;
  spans.forEach((span, index) => {
    const digit = digits[index - offset];
    span.classList.toggle('hide', digit === undefined);
    span.textContent = digit ?? '0';
  });
}

/**
 * Countdown `.sc_countdown[data-date][data-time]`: counts down to the moment while it is in the
 * future (stopping at zero), or up since it when it has passed, ticking every second into the
 * `.sc_countdown_<unit> .sc_countdown_digits span`s.
 */
export default defineEnhancerModule({
  mount(countdown, { signal }) {
    const moment = countdownMoment(countdown.getAttribute('data-date'), countdown.getAttribute('data-time'));
    if (!moment) return;
    const spans = Object.fromEntries(
      units.map((unit) => [unit, Array.from(countdown.querySelectorAll<HTMLElement>(`.sc_countdown_${unit} .sc_countdown_digits span`))]),
    ) as Record<keyof Duration, HTMLElement[]>;
    const countingDown = moment.getTime() > Date.now();
    if (!countdown.hasAttribute('role')) countdown.setAttribute('role', 'timer');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = countingDown ? moment.getTime() - Date.now() : Date.now() - moment.getTime();
      const duration = splitDuration(left);
      for (const unit of units) writeDigits(spans[unit], duration[unit], 2);
      if (countingDown && left <= 0) return; // reached the moment: stay at zero
      timer = setTimeout(tick, COUNTDOWN_TICK_MS);
    };
    tick();
    signal.addEventListener('abort', () => clearTimeout(timer));
  },
});

/** jQuery's default easing, `swing`. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/**
 * jQuery's `animate` timing: `step` gets the eased progress (`swing`, 0 to 1) about every 16 ms for `ms`
 * milliseconds, then 1 exactly at `ms` (set by a timer, so it ends on time even when frames are throttled),
 * then `done` runs. Returns the stop, which leaves things where the last step put them (`done` does not run).
 */
export function tween(ms: number, step: (eased: number) => void, done?: () => void): () => void {
  const started = Date.now();
  let frame: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const progress = Math.min(1, (Date.now() - started) / Math.max(1, ms));
    step(swing(progress));
    if (progress < 1) frame = setTimeout(tick, 16);
  };
  if (ms > 0) frame = setTimeout(tick, 16);
  const end = setTimeout(() => {
    clearTimeout(frame);
    step(1);
    done?.();
  }, ms);
  return () => {
    clearTimeout(frame);
    clearTimeout(end);
  };
}

export interface SkillNumbers {
  start: number;
  stop: number;
  max: number;
  step: number;
  /** Milliseconds between text steps, from `data-speed`. */
  speed: number;
  /** Milliseconds of the bar's growth. */
  duration: number;
  /** Pie: number of steps over its 1500 ms. */
  steps: number;
  /** Unit written after the number (`%`, `+`, ` yrs`). */
  ed: string;
}

const number = (element: Element, name: string, fallback: number): number => {
  const value = Number.parseFloat(element.getAttribute(`data-${name}`) ?? '');
  return Number.isFinite(value) ? value : fallback;
};

/** The numbers of a `.sc_skills_total` (data-start|stop|max|step|speed|duration|steps|ed). */
export function readSkill(total: Element): SkillNumbers {
  const stop = number(total, 'stop', 0);
  return {
    start: number(total, 'start', 0),
    stop,
    max: Math.max(number(total, 'max', 100), 1e-9),
    step: Math.abs(number(total, 'step', 1)) || 1,
    speed: number(total, 'speed', 30),
    duration: number(total, 'duration', 1000),
    steps: Math.max(1, number(total, 'steps', 100)),
    ed: total.getAttribute('data-ed') ?? '',
  };
}

/** The next value counting from `value` towards `stop` by `step`, never past it. */
export function nextValue(value: number, stop: number, step: number): number {
  return stop >= value ? Math.min(stop, value + step) : Math.max(stop, value - step);
}

/** Rounds away floating-point noise of repeated steps (0.1 + 0.2). */
export const tidy = (value: number): number => Math.round(value * 1000) / 1000;

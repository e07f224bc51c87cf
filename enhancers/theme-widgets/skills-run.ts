import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { runEffect } from './dom/fade';
import { ARC_DRAW_MS, drawArcs, growArcs, readArcs } from './skills-arc';
import { nextValue, readSkill, tidy, type SkillNumbers } from './skills-numbers';
import { drawPie, drawSegments, readPieStyle } from './skills-pie';

/** The pie counts up over 1500 ms in total (spec §9). */
export const PIE_TOTAL_MS = 1500;

const typeOf = (root: Element): string =>
  root.getAttribute('data-type') || (['bar', 'counter', 'pie', 'arc'].find((type) => root.classList.contains(`sc_skills_${type}`)) ?? 'bar');

/** Steps the text from start to stop by `step` every `interval` ms, calling `onValue` each time. */
function count(total: HTMLElement, numbers: SkillNumbers, interval: number, signal: AbortSignal, onValue?: (value: number) => void): void {
  let value = numbers.start;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    total.textContent = `${tidy(value)}${numbers.ed}`;
    onValue?.(value);
  };
  const step = () => {
    value = nextValue(value, numbers.stop, numbers.step);
    show();
    if (value !== numbers.stop) timer = setTimeout(step, interval);
  };
  show();
  if (value !== numbers.stop) timer = setTimeout(step, interval);
  signal.addEventListener('abort', () => clearTimeout(timer));
}

function animateItem(type: string, total: HTMLElement, vertical: boolean, signal: AbortSignal): void {
  const numbers = readSkill(total);
  const percent = (value: number) => `${Math.min(100, Math.max(0, (value / numbers.max) * 100))}%`;
  if (type === 'pie') {
    const canvas = total.parentElement?.querySelector('canvas') ?? null;
    const style = readPieStyle(total);
    count(total, numbers, Math.round(PIE_TOTAL_MS / numbers.steps), signal, (value) => canvas && drawPie(canvas, value / numbers.max, style));
    return;
  }
  if (type === 'bar') {
    const bar = total.closest<HTMLElement>('.sc_skills_count');
    if (bar) {
      const property = vertical ? 'height' : 'width';
      bar.style[property] = percent(numbers.start);
      runEffect(bar, numbers.duration, () => (bar.style[property] = percent(numbers.stop)), () => undefined, property);
    }
  }
  count(total, numbers, Math.max(1, numbers.speed - 5), signal);
}

/** The arc's colours and font come from the theme storage; plain defaults when it cannot be read. */
function arcTheme() {
  try {
    const settings = readThemeLayoutSettings();
    return { color: settings.themeColor, background: settings.themeBgColor, font: settings.themeFont };
  } catch {
    return { color: '', background: '', font: '' };
  }
}

/**
 * Animates a skills block once it has been seen: bars grow from start% to stop% over `duration`,
 * numbers step by `step` every `speed − 5` ms (pie: 1500 ms / `steps`) followed by `data-ed`, pies and
 * arcs draw.
 */
export function runSkills(root: HTMLElement, signal: AbortSignal): void {
  const type = typeOf(root);
  const vertical = root.getAttribute('data-dir') === 'vertical' || root.classList.contains('sc_skills_vertical');
  if (type === 'arc') {
    const canvas = root.querySelector<HTMLElement>('.sc_skills_arc_canvas');
    if (canvas) growArcs(drawArcs(canvas, root.getAttribute('data-caption') ?? '', readArcs(root), arcTheme()), ARC_DRAW_MS);
    return;
  }
  const compact = root.querySelectorAll('.sc_skills_data .pie');
  if (type === 'pie' && compact.length > 0) {
    drawCompactPie(root, signal);
    return;
  }
  for (const total of Array.from(root.querySelectorAll<HTMLElement>('.sc_skills_item .sc_skills_total'))) animateItem(type, total, vertical, signal);
}

/**
 * The compact pie: one doughnut whose segments are the `.sc_skills_data .pie` items (hidden `.text`,
 * `.percent`, `.color` inputs), growing together over 1500 ms in `steps` steps.
 */
function drawCompactPie(root: HTMLElement, signal: AbortSignal): void {
  const canvas = root.querySelector('canvas');
  const total = root.querySelector<HTMLElement>('.sc_skills_total');
  if (!canvas) return;
  const segments = readArcs(root, '.pie');
  const style = readPieStyle(total ?? root);
  const steps = total ? readSkill(total).steps : 100;
  let step = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draw = () => {
    step++;
    drawSegments(canvas, segments.map((segment) => ({ fraction: (segment.percent / 100) * (step / steps), color: segment.color })), style);
    if (step < steps) timer = setTimeout(draw, Math.round(PIE_TOTAL_MS / steps));
  };
  draw();
  signal.addEventListener('abort', () => clearTimeout(timer));
}

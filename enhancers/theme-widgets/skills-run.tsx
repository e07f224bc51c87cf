import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { runEffect } from './dom/fade';
import { ArcSkills, readArcs } from './skills-arc';
import { nextValue, readSkill, tidy } from './skills-numbers';
import { drawPie, drawSegments, readPieStyle } from './skills-pie';
import { useTakenOver } from './use-taken-over';

/** The pie counts up over 1500 ms in total (spec §9). */
export const PIE_TOTAL_MS = 1500;

const typeOf = (root: Element): string =>
  root.getAttribute('data-type') || (['bar', 'counter', 'pie', 'arc'].find((type) => root.classList.contains(`sc_skills_${type}`)) ?? 'bar');

/**
 * The value a skill shows, stepping from start to stop by `step` every `interval` ms (never past stop).
 * Each step commits at once, so the number on screen follows the clock as the original's writes did.
 */
function useCountUp(start: number, stop: number, step: number, interval: number): number {
  const [value, setValue] = useState(start);
  useLayoutEffect(() => {
    let current = start;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      current = nextValue(current, stop, step);
      flushSync(() => setValue(current));
      if (current !== stop) timer = setTimeout(next, interval);
    };
    if (current !== stop) timer = setTimeout(next, interval);
    return () => clearTimeout(timer);
  }, [start, stop, step, interval]);
  return value;
}

/**
 * One `.sc_skills_item`: the component renders the value of its `.sc_skills_total` (number + `data-ed`),
 * counting by `step` every `speed − 5` ms (pie: 1500 ms / `steps`); a bar's `.sc_skills_count` grows
 * from start% to stop% of max over `duration`; a pie's canvas draws the ring to the current value.
 */
function SkillItem({ type, total, vertical }: { type: string; total: HTMLElement; vertical: boolean }) {
  const numbers = useMemo(() => readSkill(total), [total]);
  const interval = type === 'pie' ? Math.round(PIE_TOTAL_MS / numbers.steps) : Math.max(1, numbers.speed - 5);
  const value = useCountUp(numbers.start, numbers.stop, numbers.step, interval);
  const owned = useTakenOver(total);

  // B's theme.shortcodes.js marks each item it starts.
  useLayoutEffect(() => void total.closest('.sc_skills_item')?.classList.add('inited'), [total]);

  useLayoutEffect(() => {
    // The item's first `.sc_skills_count`: A nests the total inside it, B prints it as the total's sibling.
    const bar = type === 'bar' ? (total.closest('.sc_skills_item')?.querySelector<HTMLElement>('.sc_skills_count') ?? null) : null;
    if (!bar) return;
    const percent = (value: number) => `${Math.min(100, Math.max(0, Math.round((value / numbers.max) * 100)))}%`;
    const property = vertical ? 'height' : 'width';
    bar.style[property] = percent(numbers.start);
    runEffect(bar, numbers.duration, () => (bar.style[property] = percent(numbers.stop)), () => undefined, property);
  }, [type, total, vertical, numbers]);

  const canvas = useMemo(() => (type === 'pie' ? (total.parentElement?.querySelector('canvas') ?? null) : null), [type, total]);
  const pieStyle = useMemo(() => readPieStyle(total), [total]);
  useLayoutEffect(() => {
    if (canvas) drawPie(canvas, value / numbers.max, pieStyle);
  }, [canvas, value, numbers, pieStyle]);

  return owned && createPortal(<>{`${tidy(value)}${numbers.ed}`}</>, owned);
}

/**
 * The compact pie: one doughnut whose segments are the `.sc_skills_data .pie` items (hidden `.text`,
 * `.percent`, `.color` inputs), growing together in `steps` steps over 1500 ms (the first at once). Only a canvas drawing.
 */
function CompactPie({ root }: { root: HTMLElement }) {
  // Its look and steps: the theme read them from the first item (A prints no `.sc_skills_total` here).
  const total = useMemo(() => root.querySelector<HTMLElement>('.sc_skills_total') ?? root.querySelector<HTMLElement>('.sc_skills_data .pie'), [root]);
  const steps = total ? readSkill(total).steps : 100;
  const step = useCountUp(1, steps, 1, Math.round(PIE_TOTAL_MS / steps));
  const canvas = useMemo(() => root.querySelector('canvas'), [root]);
  const segments = useMemo(() => readArcs(root, '.pie'), [root]);
  const style = useMemo(() => readPieStyle(total ?? root), [total, root]);
  useLayoutEffect(() => void canvas?.closest('.sc_skills_item')?.classList.add('inited'), [canvas]);
  useLayoutEffect(() => {
    if (canvas) drawSegments(canvas, segments.map((segment) => ({ fraction: (segment.percent / 100) * (step / steps), color: segment.color })), style);
  }, [canvas, segments, style, step, steps]);
  return null;
}

/**
 * Animates a skills block once it has been seen: bars grow, numbers count, pies and arcs draw.
 * Loaded only when a block is first seen.
 */
export function SkillsRun({ root }: { root: HTMLElement }) {
  const type = typeOf(root);
  const totals = useMemo(() => Array.from(root.querySelectorAll<HTMLElement>('.sc_skills_item .sc_skills_total')), [root]);
  if (type === 'arc') return <ArcSkills root={root} />;
  if (type === 'pie' && root.querySelector('.sc_skills_data .pie')) return <CompactPie root={root} />;
  const vertical = root.getAttribute('data-dir') === 'vertical' || root.classList.contains('sc_skills_vertical');
  return (
    <>
      {totals.map((total, index) => (
        <SkillItem key={index} type={type} total={total} vertical={vertical} />
      ))}
    </>
  );
}

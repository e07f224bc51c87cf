import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { useServerEvent } from '../../src/use-server-event';
import { useTakenOver } from './use-taken-over';

/** Arc skills draw over 1500 ms, like the pie. */
export const ARC_DRAW_MS = 1500;

export interface ArcItem {
  text: string;
  percent: number;
  color: string;
}

export interface ArcTheme {
  color: string;
  background: string;
  font: string;
}

/** The items of `.sc_skills_data .arc` (or `.pie` for the compact pie): hidden inputs `.text`, `.percent`, `.color`. */
export function readArcs(root: Element, item = '.arc'): ArcItem[] {
  return Array.from(root.querySelectorAll(`.sc_skills_data ${item}`)).map((arc) => {
    const value = (name: string) => arc.querySelector<HTMLInputElement>(`input.${name}`)?.value ?? '';
    const percent = Number.parseFloat(value('percent'));
    return { text: value('text'), percent: Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0, color: value('color') || '#00a2e8' };
  });
}

/** The arc's colours and font come from the theme storage; plain defaults when it cannot be read. */
function arcTheme(): ArcTheme {
  try {
    const settings = readThemeLayoutSettings();
    return { color: settings.themeColor, background: settings.themeBgColor, font: settings.themeFont };
  } catch {
    return { color: '', background: '', font: '' };
  }
}

const SIZE = 280;
const CENTRE = SIZE / 2;

interface RingProps {
  item: ArcItem;
  radius: number;
  ring: number;
  background: string;
  grown: boolean;
  onExplain(item: ArcItem | null): void;
}

/** One item's ring: a track and the coloured arc, which grows to the item's share of a full turn. */
function Ring({ item, radius, ring, background, grown, onExplain }: RingProps) {
  const [group, setGroup] = useState<SVGGElement | null>(null);
  // Pointer over or focus shows the item in the middle; leaving shows the caption again.
  useServerEvent(group, 'mouseenter', () => onExplain(item));
  useServerEvent(group, 'focus', () => onExplain(item));
  useServerEvent(group, 'mouseleave', () => onExplain(null));
  useServerEvent(group, 'blur', () => onExplain(null));
  const circumference = 2 * Math.PI * radius;
  const length = (circumference * (100 - item.percent)) / 100;
  return (
    <g ref={setGroup} tabIndex={0} role="img" aria-label={`${item.text} ${item.percent}%`}>
      <circle cx={CENTRE} cy={CENTRE} r={radius} fill="none" stroke={background || '#e4ecf1'} strokeWidth={ring} />
      <path
        d={`M ${CENTRE} ${CENTRE - radius} A ${radius} ${radius} 0 1 1 ${CENTRE - 0.01} ${CENTRE - radius}`}
        fill="none"
        stroke={item.color}
        strokeWidth={ring}
        strokeLinecap="round"
        strokeDasharray={`${circumference} ${circumference}`}
        strokeDashoffset={grown ? length : circumference}
        data-length={length}
        style={{ transition: `stroke-dashoffset ${ARC_DRAW_MS}ms ease-out` }}
      />
    </g>
  );
}

/**
 * Arc skills `.sc_skills_arc[data-caption]`: concentric arcs (one per `.sc_skills_data .arc` item, its
 * length the item's percentage of a full turn) rendered as SVG into the `.sc_skills_arc_canvas`, with
 * the caption in the middle in the theme's colour and font. The arcs grow over 1500 ms. Hovering or
 * focusing an arc shows its text and percentage in the middle instead.
 */
export function ArcSkills({ root }: { root: HTMLElement }) {
  const canvas = useTakenOver(useMemo(() => root.querySelector<HTMLElement>('.sc_skills_arc_canvas'), [root]));
  const items = useMemo(() => readArcs(root), [root]);
  const theme = useMemo(arcTheme, []);
  const caption = root.getAttribute('data-caption') ?? '';
  const [explained, setExplained] = useState<ArcItem | null>(null);
  const [grown, setGrown] = useState(false);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);

  // Drawn at zero length first; once laid out, the arcs take their lengths and the transition runs.
  useLayoutEffect(() => {
    if (!svg) return;
    void svg.getBoundingClientRect();
    setGrown(true);
  }, [svg]);

  if (!canvas) return null;
  const ring = Math.max(6, Math.min(24, (CENTRE - 50) / Math.max(1, items.length) - 4));
  return createPortal(
    <svg ref={setSvg} viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%" role="group" aria-label={caption || 'Skills'} className="sc_skills_arc_svg">
      {items.map((item, index) => (
        <Ring key={index} item={item} radius={CENTRE - 4 - ring / 2 - index * (ring + 4)} ring={ring} background={theme.background} grown={grown} onExplain={setExplained} />
      ))}
      <text x={CENTRE} y={CENTRE} textAnchor="middle" dominantBaseline="middle" fill={theme.color || '#1a2b4c'} fontSize={16} fontFamily={theme.font || 'inherit'}>
        {explained ? `${explained.text} ${explained.percent}%` : caption}
      </text>
    </svg>,
    canvas,
  );
}

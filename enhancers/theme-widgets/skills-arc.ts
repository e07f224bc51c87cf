const SVG = 'http://www.w3.org/2000/svg';

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

const element = <K extends keyof SVGElementTagNameMap>(doc: Document, name: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] => {
  const node = doc.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
};

/**
 * Draws concentric arcs (one per item, its length the item's percentage of a full turn) into the
 * `.sc_skills_arc_canvas`, with the caption in the middle. Hovering or focusing an arc shows its text
 * and percentage there instead. Returns the arcs' paths so the caller can start the drawing.
 */
export function drawArcs(canvas: HTMLElement, caption: string, items: ArcItem[], theme: ArcTheme): SVGPathElement[] {
  const doc = canvas.ownerDocument;
  const size = 280;
  const centre = size / 2;
  const ring = Math.max(6, Math.min(24, (centre - 50) / Math.max(1, items.length) - 4));
  const svg = element(doc, 'svg', { viewBox: `0 0 ${size} ${size}`, width: '100%', height: '100%', role: 'group', 'aria-label': caption || 'Skills', class: 'sc_skills_arc_svg' });
  const label = element(doc, 'text', { x: centre, y: centre, 'text-anchor': 'middle', 'dominant-baseline': 'middle', fill: theme.color || '#1a2b4c', 'font-size': 16, 'font-family': theme.font || 'inherit' });
  label.textContent = caption;
  const paths = items.map((item, index) => {
    const radius = centre - 4 - ring / 2 - index * (ring + 4);
    const circumference = 2 * Math.PI * radius;
    const group = element(doc, 'g', { tabindex: 0, role: 'img', 'aria-label': `${item.text} ${item.percent}%` });
    const track = element(doc, 'circle', { cx: centre, cy: centre, r: radius, fill: 'none', stroke: theme.background || '#e4ecf1', 'stroke-width': ring });
    const path = element(doc, 'path', {
      d: `M ${centre} ${centre - radius} A ${radius} ${radius} 0 1 1 ${centre - 0.01} ${centre - radius}`,
      fill: 'none',
      stroke: item.color,
      'stroke-width': ring,
      'stroke-linecap': 'round',
      'stroke-dasharray': `${circumference} ${circumference}`,
      'stroke-dashoffset': circumference,
      'data-length': (circumference * (100 - item.percent)) / 100,
    });
    const explain = () => (label.textContent = `${item.text} ${item.percent}%`);
    const restore = () => (label.textContent = caption);
    for (const [name, handler] of [['mouseenter', explain], ['focus', explain], ['mouseleave', restore], ['blur', restore]] as const) group.addEventListener(name, handler);
    group.append(track, path);
    svg.append(group);
    return path;
  });
  svg.append(label);
  canvas.replaceChildren(svg);
  return paths;
}

/** Lets the arcs grow to their lengths over `ms`. */
export function growArcs(paths: SVGPathElement[], ms: number): void {
  for (const path of paths) {
    path.style.transition = `stroke-dashoffset ${ms}ms ease-out`;
    void path.getBoundingClientRect();
    path.setAttribute('stroke-dashoffset', path.getAttribute('data-length') ?? '0');
  }
}

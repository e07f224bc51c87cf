import { contentSize } from '../../src/content-size';
export interface PieStyle {
  color: string;
  background: string;
  border: string;
  /** Inner radius as a percentage of the radius. */
  cutout: number;
}

export function readPieStyle(total: Element): PieStyle {
  const cutout = Number.parseFloat(total.getAttribute('data-cutout') ?? '');
  return {
    color: total.getAttribute('data-color') || '#00a2e8',
    background: total.getAttribute('data-bg_color') || '#e4ecf1',
    border: total.getAttribute('data-border_color') || '#ffffff',
    cutout: Number.isFinite(cutout) ? Math.min(95, Math.max(0, cutout)) : 85,
  };
}

export interface PieSegment {
  fraction: number;
  color: string;
}

/** Draws the doughnut: the background ring, then `fraction` of it in the colour, from 12 o'clock. */
export function drawPie(canvas: HTMLCanvasElement, fraction: number, style: PieStyle): void {
  drawSegments(canvas, [{ fraction, color: style.color }], style);
}

/**
 * The canvas's side in CSS pixels, sized at the first drawing as the theme did: a square as wide as its
 * `.sc_skills_item` in whole pixels (the server prints it without a size, so it was 300 × 150), its bitmap
 * sharp on dense screens.
 */
function sizeOnce(canvas: HTMLCanvasElement, ratio: number): number {
  const sized = parseFloat(canvas.style.width);
  if (sized > 0) return sized;
  const item = canvas.parentElement;
  const itemWidth = item ? Math.floor(contentSize(item, 'width')) : NaN;
  const size = itemWidth > 0 ? itemWidth : canvas.clientWidth || canvas.width || 150;
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  canvas.width = size * ratio;
  canvas.height = size * ratio;
  return size;
}

/** Draws the doughnut with several coloured segments one after the other (the compact pie). */
export function drawSegments(canvas: HTMLCanvasElement, segments: readonly PieSegment[], style: PieStyle): void {
  const context = canvas.getContext?.('2d');
  if (!context) return;
  const ratio = canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
  const size = sizeOnce(canvas, ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size, size);
  const radius = size / 2 - 2;
  const width = radius * (1 - style.cutout / 100);
  const ring = (from: number, to: number, color: string) => {
    context.beginPath();
    context.arc(size / 2, size / 2, radius - width / 2, from, to);
    context.lineWidth = width;
    context.strokeStyle = color;
    context.stroke();
  };
  let start = -Math.PI / 2;
  ring(0, Math.PI * 2, style.background);
  for (const segment of segments) {
    if (segment.fraction <= 0) continue;
    const end = start + Math.PI * 2 * Math.min(1, segment.fraction);
    ring(start, end, segment.color);
    start = end;
  }
  context.beginPath();
  context.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  context.lineWidth = 2;
  context.strokeStyle = style.border;
  context.stroke();
}

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

/** Draws the doughnut with several coloured segments one after the other (the compact pie). */
export function drawSegments(canvas: HTMLCanvasElement, segments: readonly PieSegment[], style: PieStyle): void {
  const context = canvas.getContext?.('2d');
  if (!context) return;
  const size = canvas.clientWidth || canvas.width || 150;
  const ratio = canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
  if (canvas.width !== size * ratio) {
    canvas.width = size * ratio;
    canvas.height = size * ratio;
  }
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

/** The palette is 16 columns by 7 rows: 112 colours (spec §9). */
export const PALETTE_COLUMNS = 16;

const hex = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0');

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x] : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return `#${hex(r + m)}${hex(g + m)}${hex(b + m)}`;
}

/** 112 colours: a row of greys from white to black, then six rows of 16 hues from light to dark. */
export function palette(): string[] {
  const greys = Array.from({ length: PALETTE_COLUMNS }, (_, index) => {
    const level = hex(1 - index / (PALETTE_COLUMNS - 1));
    return `#${level}${level}${level}`;
  });
  const lightness = [0.85, 0.7, 0.55, 0.42, 0.3, 0.18];
  const hues = lightness.flatMap((level) => Array.from({ length: PALETTE_COLUMNS }, (_, index) => hslToHex((index * 360) / PALETTE_COLUMNS, 0.8, level)));
  return [...greys, ...hues];
}

/** What the hex field keeps of a typed or pasted text: hex digits and `#`, at most 7 characters. */
export const hexInput = (text: string): string => text.replace(/[^0-9a-fA-F#]/g, '').slice(0, 7);

export { acceptsHex } from './color-swatch';

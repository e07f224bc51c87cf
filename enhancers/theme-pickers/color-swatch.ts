import { defineEnhancerModule } from '../../src/enhancer';

/** Enter is accepted only for a complete colour: 4 or 7 characters, `#rgb` or `#rrggbb`. */
export const acceptsHex = (value: string): boolean => (value.length === 4 || value.length === 7) && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** The swatch button right after a colour field (put there at rest), or null. */
export const swatchOf = (field: Element): HTMLButtonElement | null =>
  field.nextElementSibling?.matches('button.iColorPicker_button') ? (field.nextElementSibling as HTMLButtonElement) : null;

/** The swatch shows the field's colour when it is a complete one. */
export function paintSwatch(swatch: HTMLElement, colour: string): void {
  swatch.style.backgroundColor = acceptsHex(colour) ? colour : '';
}

/**
 * Puts the swatch button right after the colour field, closed and showing the field's colour, as the colour
 * picker has it; the picker's code loads when the swatch (or the field) is first used. Returns the undo.
 */
export function placeSwatch(field: HTMLInputElement): () => void {
  if (swatchOf(field)) return () => undefined;
  const swatch = field.ownerDocument.createElement('button');
  swatch.type = 'button';
  swatch.className = 'iColorPicker_button';
  swatch.setAttribute('aria-label', 'Choose a colour');
  swatch.setAttribute('aria-haspopup', 'dialog');
  swatch.setAttribute('aria-expanded', 'false');
  paintSwatch(swatch, field.value);
  field.after(swatch);
  return () => swatch.remove();
}

/** The colour field's swatch at rest (plain DOM at ready; its chunk is the one the picker imports this from). */
export default defineEnhancerModule({
  mount: (field) => placeSwatch(field as HTMLInputElement),
});

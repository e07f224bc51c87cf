import { defineEnhancerModule } from '../../src/enhancer';
import { holdDialogFocus } from '../../src/dialog-focus';
import { ensureId } from '../../src/act-as-button';
import { acceptsHex, hexInput, palette, PALETTE_COLUMNS } from './color-palette';

const COLOURS = palette();

/** The next cell for a grid key: arrows by one (rows wrap), Home/End to the row's ends; undefined otherwise. */
export function gridMove(key: string, index: number, count = COLOURS.length, columns = PALETTE_COLUMNS): number | undefined {
  const row = index - (index % columns);
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    ArrowDown: (index + columns) % count,
    ArrowUp: (index - columns + count) % count,
    Home: row,
    End: row + columns - 1,
  };
  return moves[key];
}

/**
 * Colour fields `input.iColorPicker`: a swatch button opens a palette dialog (16 × 7 = 112 colours,
 * a grid moved with the arrow keys) and a hex field that takes only hex digits and `#`, at most 7
 * characters, and applies on Enter only at 4 or 7 characters. The chosen colour goes into the field
 * (with input and change events) and the swatch.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const field = element as HTMLInputElement;
    const doc = field.ownerDocument;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'iColorPicker_button';
    button.setAttribute('aria-label', 'Choose a colour');
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-expanded', 'false');
    const paint = () => (button.style.backgroundColor = acceptsHex(field.value) ? field.value : '');
    paint();
    field.after(button);
    field.addEventListener('input', paint, { signal });

    let popup: HTMLElement | undefined;
    let releaseFocus: (() => void) | undefined;
    const close = () => {
      if (!popup) return;
      popup.remove();
      popup = undefined;
      button.setAttribute('aria-expanded', 'false');
      const release = releaseFocus;
      releaseFocus = undefined;
      release?.();
    };
    const choose = (colour: string) => {
      field.value = colour;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
      close();
    };
    const open = () => {
      popup = doc.createElement('div');
      popup.className = 'iColorPicker_popup';
      popup.setAttribute('role', 'dialog');
      popup.setAttribute('aria-label', 'Colours');
      const grid = doc.createElement('table');
      grid.className = 'colorPickerTable';
      grid.setAttribute('role', 'grid');
      grid.setAttribute('aria-label', 'Palette');
      const current = COLOURS.indexOf(field.value.toLowerCase());
      const cells = COLOURS.map((colour, index) => {
        const cell = doc.createElement('td');
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-label', colour);
        cell.setAttribute('aria-selected', String(index === current));
        cell.style.backgroundColor = colour;
        cell.tabIndex = index === Math.max(0, current) ? 0 : -1;
        cell.dataset.colour = colour;
        return cell;
      });
      for (let row = 0; row < cells.length / PALETTE_COLUMNS; row++) {
        const tr = doc.createElement('tr');
        tr.append(...cells.slice(row * PALETTE_COLUMNS, (row + 1) * PALETTE_COLUMNS));
        grid.append(tr);
      }
      grid.addEventListener('click', (event) => {
        const colour = (event.target as HTMLElement).dataset?.colour;
        if (colour) choose(colour);
      });
      grid.addEventListener('keydown', (event) => {
        const index = cells.indexOf(event.target as HTMLTableCellElement);
        if (index < 0) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose(COLOURS[index]!);
          return;
        }
        const next = gridMove(event.key, index);
        if (next === undefined) return;
        event.preventDefault();
        cells[index]!.tabIndex = -1;
        cells[next]!.tabIndex = 0;
        cells[next]!.focus();
      });
      const hex = doc.createElement('input');
      hex.type = 'text';
      hex.className = 'iColorPicker_hex';
      hex.maxLength = 7;
      hex.value = hexInput(field.value);
      hex.setAttribute('aria-label', 'Hex colour, Enter to apply');
      hex.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (acceptsHex(hex.value)) choose(hex.value);
          return;
        }
        const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        const replacing = hex.selectionStart !== hex.selectionEnd;
        if (typing && (!/[0-9a-f#]/i.test(event.key) || (hex.value.length >= 7 && !replacing))) event.preventDefault();
      });
      hex.addEventListener('input', () => {
        const kept = hexInput(hex.value);
        if (kept !== hex.value) hex.value = kept;
      });
      popup.append(grid, hex);
      const rect = field.getBoundingClientRect();
      const win = doc.defaultView ?? window;
      Object.assign(popup.style, { position: 'absolute', zIndex: '100000', top: `${rect.bottom + win.scrollY + 4}px`, left: `${rect.left + win.scrollX}px` });
      doc.body.append(popup);
      button.setAttribute('aria-controls', ensureId(popup, 'color-picker'));
      button.setAttribute('aria-expanded', 'true');
      releaseFocus = holdDialogFocus(popup, { returnTo: button, onEscape: close, initialFocus: () => cells.find((cell) => cell.tabIndex === 0) });
    };
    button.addEventListener('click', () => (popup ? close() : open()), { signal });
    doc.addEventListener(
      'mousedown',
      (event) => {
        if (popup && !popup.contains(event.target as Node) && event.target !== button) close();
      },
      { signal },
    );
    return () => {
      close();
      button.remove();
    };
  },
});

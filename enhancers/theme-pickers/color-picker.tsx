import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useControlState } from '../../src/use-control-state';
import { useDialogFocus } from '../../src/use-dialog-focus';
import { usePlacedElement } from '../../src/use-placed-element';
import { useServerEvent } from '../../src/use-server-event';
import { acceptsHex, hexInput, palette, PALETTE_COLUMNS } from './color-palette';
import { paintSwatch, placeSwatch, swatchOf } from './color-swatch';

const COLOURS = palette();
let popups = 0;

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

interface PaletteProps {
  id: string;
  field: HTMLInputElement;
  button: HTMLButtonElement;
  at: { top: string; left: string };
  onChoose(colour: string): void;
  onClose(): void;
}

/**
 * The palette dialog: a 16 × 7 grid of colour cells (one tab stop, moved with the arrow keys) and a hex
 * field that takes only hex digits and `#`, at most 7 characters, and applies on Enter only at 4 or 7
 * characters. Focus moves in on open, Escape closes, focus returns to the swatch button.
 */
function Palette({ id, field, button, at, onChoose, onClose }: PaletteProps) {
  const popup = useRef<HTMLDivElement>(null);
  const current = useMemo(() => COLOURS.indexOf(field.value.toLowerCase()), [field]);
  const [tabStop, setTabStop] = useState(Math.max(0, current));
  const cells = useRef<(HTMLTableCellElement | null)[]>([]);
  const [grid, setGrid] = useState<HTMLTableElement | null>(null);
  const [hex, setHex] = useState<HTMLInputElement | null>(null);
  useDialogFocus(popup, { active: true, modal: true, returnTo: button, onEscape: () => flushSync(onClose), initialFocus: () => cells.current[tabStop] });

  useServerEvent(grid, 'click', (event) => {
    const colour = (event.target as HTMLElement).dataset?.colour;
    if (colour) onChoose(colour);
  });
  useServerEvent(grid, 'keydown', (event) => {
    const index = cells.current.indexOf(event.target as HTMLTableCellElement);
    if (index < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(COLOURS[index]!);
      return;
    }
    const next = gridMove(event.key, index);
    if (next === undefined) return;
    event.preventDefault();
    setTabStop(next);
    cells.current[next]!.focus();
  });
  // The hex field is the visitor's typing: filtered in place, not re-rendered.
  useServerEvent(hex, 'keydown', (event) => {
    if (!hex) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (acceptsHex(hex.value)) onChoose(hex.value);
      return;
    }
    const typing = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    const replacing = hex.selectionStart !== hex.selectionEnd;
    if (typing && (!/[0-9a-f#]/i.test(event.key) || (hex.value.length >= 7 && !replacing))) event.preventDefault();
  });
  useServerEvent(hex, 'input', () => {
    if (!hex) return;
    const kept = hexInput(hex.value);
    if (kept !== hex.value) hex.value = kept;
  });

  const rows = Array.from({ length: COLOURS.length / PALETTE_COLUMNS }, (_, row) => COLOURS.slice(row * PALETTE_COLUMNS, (row + 1) * PALETTE_COLUMNS));
  return createPortal(
    <div ref={popup} id={id} className="iColorPicker_popup" role="dialog" aria-label="Colours" style={{ position: 'absolute', zIndex: '100000', ...at }}>
      <table ref={setGrid} className="colorPickerTable" role="grid" aria-label="Palette">
        <tbody>
          {rows.map((colours, row) => (
            <tr key={row}>
              {colours.map((colour, column) => {
                const index = row * PALETTE_COLUMNS + column;
                return (
                  <td
                    key={colour}
                    ref={(cell) => {
                      cells.current[index] = cell;
                    }}
                    role="gridcell"
                    aria-label={colour}
                    aria-selected={index === current}
                    style={{ backgroundColor: colour }}
                    tabIndex={index === tabStop ? 0 : -1}
                    data-colour={colour}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <input ref={setHex} type="text" className="iColorPicker_hex" maxLength={7} defaultValue={hexInput(field.value)} aria-label="Hex colour, Enter to apply" />
    </div>,
    field.ownerDocument.body,
  );
}

/**
 * Colour fields `input.iColorPicker`: a swatch button (right after the field) opens the palette
 * dialog. The chosen colour goes into the field (with input and change events) and the swatch. The plain
 * at-rest part (`color-swatch.ts`) puts the swatch there at ready, showing the field's colour; this code loads
 * when the swatch or the field is first used, mounted on the swatch (or on the field), and adopts it; it
 * places the swatch itself only when it is missing.
 */
function ColorPicker({ element }: ServerMarkupProps<undefined, HTMLElement>) {
  const field = useMemo(() => {
    const input = element.matches('input') ? element : element.previousElementSibling;
    return input?.matches('input.iColorPicker') ? (input as HTMLInputElement) : null;
  }, [element]);
  return field && <Picker field={field} />;
}

function Picker({ field }: { field: HTMLInputElement }) {
  const doc = field.ownerDocument;
  const id = useMemo(() => `color-picker-${++popups}`, []);
  // The swatch sits right after the server's field: put there at rest, or placed by the component.
  const existing = useMemo(() => swatchOf(field), [field]);
  const placed = usePlacedElement(() => {
    if (existing) return null;
    placeSwatch(field);
    return swatchOf(field);
  }, [field, existing]);
  const button = existing ?? placed;
  const [colour] = useControlState(field, 'input', () => field.value);
  // Where the open palette is, or null while closed.
  const [at, setAt] = useState<{ top: string; left: string } | null>(null);

  useLayoutEffect(() => {
    if (!button) return;
    paintSwatch(button, colour);
    button.setAttribute('aria-expanded', String(at !== null));
    if (at) button.setAttribute('aria-controls', id);
  }, [button, colour, at, id]);

  const open = () => {
    const rect = field.getBoundingClientRect();
    const win = doc.defaultView ?? window;
    setAt({ top: `${rect.bottom + win.scrollY + 4}px`, left: `${rect.left + win.scrollX}px` });
  };
  const close = () => setAt(null);
  const choose = (chosen: string) => {
    field.value = chosen;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    close();
  };

  useServerEvent(button, 'click', () => (at ? close() : open()));
  useServerEvent(doc, 'mousedown', (event) => {
    const target = event.target as Node;
    if (at && !doc.getElementById(id)?.contains(target) && target !== button) close();
  });

  return at && button ? <Palette id={id} field={field} button={button} at={at} onChoose={choose} onClose={close} /> : null;
}

export default defineComponent(ColorPicker);

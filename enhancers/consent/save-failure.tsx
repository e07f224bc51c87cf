import { createPortal } from 'react-dom';
import { usePlacedElement } from '../../src/use-placed-element';

/**
 * The visible line under the consent buttons when a save fails (the plugin itself only logs it):
 * `<p class="wpgdprc-message wpgdprc-message--error wpgdprc-save-failure" role="alert">`, in the plugin's own
 * error style, right after the pressed button's column. Shown while `text` is set; gone with a new attempt.
 */
export function SaveFailure({ button, text }: { button: Element | null; text: string | null }) {
  const shown = button !== null && text !== null;
  const line = usePlacedElement(() => {
    if (!button || !shown) return null;
    const column = button.parentElement ?? button;
    const placed = column.ownerDocument.createElement('p');
    placed.className = 'wpgdprc-message wpgdprc-message--error wpgdprc-save-failure';
    placed.setAttribute('role', 'alert');
    column.after(placed);
    return placed;
  }, [button, shown]);
  return line && text !== null ? createPortal(<>{text}</>, line) : null;
}

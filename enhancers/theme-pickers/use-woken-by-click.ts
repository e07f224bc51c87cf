import { useLayoutEffect, useRef } from 'react';

/**
 * For a field whose code loads on first use (the date and time pickers): a click on a text field is never
 * held for replay (the caret goes where the visitor clicked), so the click that woke the code may have gone
 * before it mounted. When the field has the focus and the pointer is over it at mount, that click happened:
 * `open` runs now. The same click may still arrive after the mount (its pointerdown woke the code, the
 * code came before the button was released): `isWakingClick(event)` is then true, and it must not toggle
 * the picker shut again. A field focused from the keyboard does not open (the arrow keys open it).
 */
export function useWokenByClick(field: HTMLElement, open: () => void): { isWakingClick(event: Event): boolean } {
  const waking = useRef(false);
  useLayoutEffect(() => {
    const pointedAt = field.ownerDocument.activeElement === field && field.matches(':hover');
    if (!pointedAt) return;
    waking.current = true;
    open();
    const pressed = () => (waking.current = false);
    field.addEventListener('pointerdown', pressed, { once: true });
    return () => field.removeEventListener('pointerdown', pressed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  return {
    isWakingClick(event) {
      const was = waking.current && event.type === 'click';
      if (was) waking.current = false;
      return was;
    },
  };
}

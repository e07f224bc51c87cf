import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useWokenByClick } from './use-woken-by-click';

/** Choices every 30 minutes. */
export const TIME_STEP_MINUTES = 30;

/** `HH:MM` from a typed `9:5`, `09.05`, `0905`; undefined when it is not a time of day. */
export function typedTime(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[:.h]?(\d{2})?\s*$/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` : undefined;
}

export const timeChoices = (): string[] =>
  Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

const CHOICES = timeChoices();
let lists = 0;

const listStyle = { position: 'absolute', zIndex: '100000', maxHeight: '14em', overflowY: 'auto', margin: '0', padding: '0', listStyle: 'none', background: '#fff', boxShadow: '0 6px 24px rgba(0,0,0,0.15)' } as const;

/** Where the list opens: below the field, at least as wide. */
interface Place {
  top: string;
  left: string;
  minWidth: string;
}

/**
 * Time fields of the theme forms `input.js__timepicker` (WAI-ARIA combobox with a listbox): Down,
 * Alt+Down or a click open the list of times (every 30 minutes), Up/Down/Home/End move, Enter picks,
 * Escape closes. Typed times are tidied to `HH:MM` on change and kept as typed when not a time. The
 * component renders the list (at the end of the body, hidden while closed); the field stays the server's.
 * The code loads on first use (focus, a key, a press on the field); a click that woke it opens the list
 * once it is there.
 */
function TimePicker({ element }: ServerMarkupProps<undefined, HTMLInputElement>) {
  const input = element;
  const doc = input.ownerDocument;
  const prefix = useMemo(() => ensureId(input, 'time'), [input]);
  const listId = useMemo(() => `time-list-${++lists}`, []);
  // Where the open list is, or null while closed; the highlighted choice (-1 for none).
  const [place, setPlace] = useState<Place | null>(null);
  const [active, setActive] = useState(-1);
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const isOpen = place !== null;

  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'none');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-invalid']) input.removeAttribute(name);
    };
  }, [input, listId]);
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(isOpen));
    if (active < 0) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    input.setAttribute('aria-activedescendant', options.current[active]!.id);
    options.current[active]!.scrollIntoView?.({ block: 'nearest' });
  }, [input, isOpen, active]);

  const open = () => {
    const rect = input.getBoundingClientRect();
    const win = doc.defaultView ?? window;
    setPlace({ top: `${rect.bottom + win.scrollY}px`, left: `${rect.left + win.scrollX}px`, minWidth: `${rect.width}px` });
    const current = CHOICES.indexOf(typedTime(input.value) ?? '');
    setActive(current >= 0 ? current : CHOICES.indexOf('12:00'));
  };
  const close = () => {
    setPlace(null);
    setActive(-1);
  };
  const pick = (index: number) => {
    input.value = CHOICES[index]!;
    close();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const woken = useWokenByClick(input, open);
  useServerEvent(input, 'click', (event) => {
    if (woken.isWakingClick(event)) return;
    if (isOpen) close();
    else open();
  });
  useServerEvent(input, 'keydown', (event) => {
    if (!isOpen) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
      return;
    }
    const moves: Record<string, number> = { ArrowDown: Math.min(CHOICES.length - 1, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: CHOICES.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  });
  useServerEvent(input, 'blur', close);
  useServerEvent(list, 'mousedown', (event) => event.preventDefault()); // the field keeps the focus
  useServerEvent(list, 'click', (event) => {
    const index = options.current.indexOf((event.target as Element).closest?.('li') as HTMLLIElement);
    if (index >= 0) pick(index);
  });
  useServerEvent(input, 'change', () => {
    const time = typedTime(input.value);
    if (time) input.value = time;
    input.toggleAttribute('aria-invalid', !!input.value.trim() && !time);
  });

  return createPortal(
    <ul
      className="js__timepicker_list"
      id={listId}
      role="listbox"
      aria-label="Times"
      hidden={!isOpen}
      style={{ ...listStyle, ...place }}
      ref={setList}
    >
      {CHOICES.map((time, index) => (
        <li
          key={time}
          ref={(option) => {
            options.current[index] = option;
          }}
          role="option"
          id={`${prefix}-${time.replace(':', '')}`}
          aria-selected={String(index === active) as 'true' | 'false'}
          style={{ padding: '0.3em 1em', cursor: 'pointer', background: index === active ? '#e0f2fb' : '' }}
        >
          {time}
        </li>
      ))}
    </ul>,
    doc.body,
  );
}

export default defineComponent(TimePicker);

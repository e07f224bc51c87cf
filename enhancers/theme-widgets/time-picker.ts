import { defineEnhancerModule } from '../../src/enhancer';
import { ensureId } from '../../src/act-as-button';

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

/**
 * Time fields of the theme forms `input.js__timepicker` (WAI-ARIA combobox with a listbox): Down,
 * Alt+Down or a click open the list of times (every 30 minutes), Up/Down/Home/End move, Enter picks,
 * Escape closes. Typed times are tidied to `HH:MM` on change and kept as typed when not a time.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const input = element as HTMLInputElement;
    const doc = input.ownerDocument;
    const choices = timeChoices();
    const list = doc.createElement('ul');
    list.className = 'js__timepicker_list';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', 'Times');
    list.hidden = true;
    Object.assign(list.style, { position: 'absolute', zIndex: '100000', maxHeight: '14em', overflowY: 'auto', margin: '0', padding: '0', listStyle: 'none', background: '#fff', boxShadow: '0 6px 24px rgba(0,0,0,0.15)' });
    const options = choices.map((time) => {
      const option = doc.createElement('li');
      option.setAttribute('role', 'option');
      option.id = `${ensureId(input, 'time')}-${time.replace(':', '')}`;
      option.textContent = time;
      option.style.padding = '0.3em 1em';
      option.style.cursor = 'pointer';
      return option;
    });
    list.append(...options);
    doc.body.append(list);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'none');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', ensureId(list, 'time-list'));
    let active = -1;

    const highlight = (index: number) => {
      active = index;
      options.forEach((option, each) => {
        option.setAttribute('aria-selected', String(each === index));
        option.style.background = each === index ? '#e0f2fb' : '';
      });
      if (index >= 0) {
        input.setAttribute('aria-activedescendant', options[index]!.id);
        options[index]!.scrollIntoView?.({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
    };
    const isOpen = () => !list.hidden;
    const open = () => {
      const rect = input.getBoundingClientRect();
      const win = doc.defaultView ?? window;
      list.style.top = `${rect.bottom + win.scrollY}px`;
      list.style.left = `${rect.left + win.scrollX}px`;
      list.style.minWidth = `${rect.width}px`;
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      const current = choices.indexOf(typedTime(input.value) ?? '');
      highlight(current >= 0 ? current : choices.indexOf('12:00'));
    };
    const close = () => {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      highlight(-1);
    };
    const pick = (index: number) => {
      input.value = choices[index]!;
      close();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    input.addEventListener('click', () => (isOpen() ? close() : open()), { signal });
    input.addEventListener(
      'keydown',
      (event) => {
        if (!isOpen()) {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
          return;
        }
        const moves: Record<string, number> = { ArrowDown: Math.min(options.length - 1, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: options.length - 1 };
        if (event.key in moves) {
          event.preventDefault();
          highlight(moves[event.key]!);
        } else if (event.key === 'Enter' && active >= 0) {
          event.preventDefault();
          pick(active);
        } else if (event.key === 'Escape' || event.key === 'Tab') {
          if (event.key === 'Escape') event.preventDefault();
          close();
        }
      },
      { signal },
    );
    list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
    list.addEventListener(
      'click',
      (event) => {
        const index = options.indexOf((event.target as Element).closest?.('li') as HTMLLIElement);
        if (index >= 0) pick(index);
      },
      { signal },
    );
    input.addEventListener('blur', close, { signal });
    input.addEventListener(
      'change',
      () => {
        const time = typedTime(input.value);
        if (time) input.value = time;
        input.toggleAttribute('aria-invalid', !!input.value.trim() && !time);
      },
      { signal },
    );
    return () => {
      list.remove();
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-invalid']) input.removeAttribute(name);
    };
  },
});

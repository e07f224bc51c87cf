import { useLayoutEffect } from 'react';

interface Saved {
  element: HTMLElement;
  display: string;
  opacity: string;
  transition: string;
}

/**
 * A calendar's loading look while a month loads (booking.md §5): saving-state spinners shown, month name
 * hidden, the days dimmed to 0.2. Scoped to this wrap; when loading ends exactly what was there comes back.
 * (`aria-busy` is useBusy's.)
 */
export function useMonthLoadingLook(wrap: HTMLElement, loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    const saved: Saved[] = [];
    const change = (element: HTMLElement, apply: (style: CSSStyleDeclaration) => void) => {
      saved.push({ element, display: element.style.display, opacity: element.style.opacity, transition: element.style.transition });
      apply(element.style);
    };
    for (const spinner of Array.from(wrap.querySelectorAll<HTMLElement>('.calendarSavingState, .topSavingState.savingState, li.active .savingState'))) {
      change(spinner, (style) => {
        style.display = 'inline-block';
        style.transition = 'opacity 200ms';
      });
    }
    for (const name of Array.from(wrap.querySelectorAll<HTMLElement>('.monthName'))) change(name, (style) => (style.display = 'none'));
    for (const body of Array.from(wrap.querySelectorAll<HTMLElement>('tbody, .bc-body'))) {
      change(body, (style) => {
        style.transition = 'opacity 100ms';
        style.opacity = '0.2';
      });
    }
    return () => {
      for (const { element, display, opacity, transition } of saved) Object.assign(element.style, { display, opacity, transition });
    };
  }, [wrap, loading]);
}

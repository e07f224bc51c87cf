/** One visible failure message owned by a component (calendar, list, appointment list): shown, replaced, cleared. */
export interface AlertSlot {
  show(text: string): void;
  clear(): void;
}

export function createAlertSlot(doc: Document, place: (alert: HTMLElement) => void): AlertSlot {
  let current: HTMLElement | undefined;
  return {
    show(text) {
      current?.remove();
      current = doc.createElement('p');
      current.className = 'booked-enhance-alert';
      current.setAttribute('role', 'alert');
      current.textContent = text;
      place(current);
    },
    clear() {
      current?.remove();
      current = undefined;
    },
  };
}

/** A tab's `.counter` badge: the number, shown when above 0 (Booked 2.4 lays it out as flex). */
export function showTabCounter(counter: HTMLElement, count: number, flex: boolean): void {
  counter.textContent = String(count);
  counter.style.display = count > 0 ? (flex ? 'flex' : 'block') : 'none';
}

/** Booked 2.4 pages carry `booked_js_vars.nonce`. */
export function isBooked24(win: Window = window): boolean {
  const vars = (win as unknown as { booked_js_vars?: { nonce?: unknown } }).booked_js_vars;
  return typeof vars?.nonce === 'string' && vars.nonce !== '';
}

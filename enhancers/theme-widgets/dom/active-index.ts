/** `data-active` as the theme reads it: a number, anything else (NaN) meaning 0. */
export function activeIndex(value: string | null): number {
  const index = Number.parseInt(value ?? '', 10);
  return Number.isNaN(index) ? 0 : index;
}

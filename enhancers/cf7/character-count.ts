const count = (value: string | null): number => Math.abs(parseInt(value ?? '', 10)) || 0;

/** The counter's figure: the length, or for `down` counters what is left of the starting value. */
export function counterValue(counter: Element, length: number): number {
  return counter.classList.contains('down') ? count(counter.getAttribute('data-starting-value')) - length : length;
}

/** Shows a `span.wpcf7-character-count` for its field's current text (contract plugins.md §A.5, Helpers). */
export function showCount(counter: HTMLElement, field: HTMLInputElement | HTMLTextAreaElement): void {
  const length = field.value.length;
  const maximum = count(counter.getAttribute('data-maximum-value'));
  const minimum = count(counter.getAttribute('data-minimum-value'));
  const value = String(counterValue(counter, length));
  counter.setAttribute('data-current-value', value);
  counter.textContent = value;
  counter.classList.toggle('too-long', maximum > 0 && maximum < length);
  counter.classList.toggle('too-short', minimum > 0 && length < minimum);
}

type CountedField = HTMLInputElement | HTMLTextAreaElement;

/** Each counter with its field. */
export function countersOf(form: HTMLFormElement): [HTMLElement, CountedField][] {
  const pairs: [HTMLElement, CountedField][] = [];
  form.querySelectorAll<HTMLElement>('.wpcf7-character-count').forEach((counter) => {
    const field = form.querySelector<CountedField>(`[name="${counter.getAttribute('data-target-name') ?? ''}"]`);
    if (field) pairs.push([counter, field]);
  });
  return pairs;
}

/** At start and on reset: each counted field back to its default text, and its counter shown. */
export function resetCounters(form: HTMLFormElement): void {
  for (const [counter, field] of countersOf(form)) {
    field.value = field.defaultValue;
    showCount(counter, field);
  }
}

/** The category the filter select asks for: its chosen option's `data-cat`, else its value; `all` = none. */
export function chosenCategory(select: HTMLSelectElement | null): string {
  const option = select?.selectedOptions[0];
  return (option?.getAttribute('data-cat') ?? select?.value ?? 'all').trim() || 'all';
}

/**
 * Shows the rows of a `.sc_table` (the shortcode's `div` wrapper or a bare table) whose comma-separated
 * `data-cat` lists the category (every row for `all`); the header row stays.
 */
export function filterRows(table: Element, category: string): void {
  Array.from(table.querySelectorAll<HTMLTableRowElement>('tr')).forEach((row, index) => {
    if (index === 0) return;
    const categories = (row.getAttribute('data-cat') ?? '').split(',').map((name) => name.trim());
    row.style.display = category === 'all' || categories.includes(category) ? '' : 'none';
  });
}

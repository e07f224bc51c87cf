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

export type Sort = 'asc' | 'desc';

/** The table's order as the server printed it (`data-sort`), or '' when it says none. */
export const sortOf = (root: Element): Sort | '' => {
  const sort = root.getAttribute('data-sort');
  return sort === 'asc' || sort === 'desc' ? sort : '';
};

const ariaSort: Record<Sort, string> = { asc: 'ascending', desc: 'descending' };

/** The sort headers are focusable column headers that announce the current order. */
export function markSortHeaders(root: Element, sort: Sort | ''): void {
  for (const header of Array.from(root.querySelectorAll<HTMLElement>('.sc_table .sort'))) {
    if (!header.hasAttribute('tabindex')) header.tabIndex = 0;
    if (sort) header.setAttribute('aria-sort', ariaSort[sort]);
    else header.removeAttribute('aria-sort');
  }
}

/** The category filter's select (printed without a label). */
export const categorySelect = (root: Element): HTMLSelectElement | null => root.querySelector<HTMLSelectElement>('.sc_players_table_category select');

// The sports widgets' state at rest, set at ready by plain code while their components (sports.ts) wait for
// first use. Each component's first render sets the same again (it adopts it), so nothing changes at mount.
import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';
import { categorySelect, chosenCategory, filterRows, markSortHeaders, sortOf } from './players-filter';
import { createLabel, labelTextOf, moreList, placedLabel, wireLabel } from './recent-news-parts';

/** Players table: the filter named, the sort headers focusable and saying the order, the chosen category's rows. */
const playersTable = defineEnhancerModule({
  mount(root) {
    const select = categorySelect(root);
    const undoName = nameIfUnnamed(select, 'Category');
    const headers = Array.from(root.querySelectorAll('.sc_table .sort')).filter((header) => !header.hasAttribute('tabindex'));
    markSortHeaders(root, sortOf(root));
    const table = root.querySelector('.sc_table');
    if (table) filterRows(table, chosenCategory(select));
    return () => {
      undoName();
      for (const header of headers) header.removeAttribute('tabindex');
      root.querySelectorAll('.sc_table .sort').forEach((header) => header.removeAttribute('aria-sort'));
    };
  },
});

/**
 * Recent-news header (B): the "More" text wrapped in its label, a collapsed keyboard button controlling the
 * extra categories (the same markup the component renders), so a keyboard visitor can reach it before
 * the code that slides the list loads.
 */
const recentNewsCategories = defineEnhancerModule({
  mount(element) {
    const list = moreList(element);
    const text = labelTextOf(element);
    if (!list || !text || placedLabel(element)) return;
    const label = createLabel(element.ownerDocument);
    text.replaceWith(label);
    label.append(text);
    const unwire = wireLabel(label, list);
    label.setAttribute('aria-expanded', String(element.classList.contains('opened')));
    return () => {
      unwire();
      label.replaceWith(text);
    };
  },
});

export const modules = { 'players-table-at-rest': playersTable, 'recent-news-categories-at-rest': recentNewsCategories };

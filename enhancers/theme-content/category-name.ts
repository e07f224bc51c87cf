import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';

/** The name the sub-categories select gets: its widget's title (the widget prints no label). */
export const categorySelectName = (select: Element): string =>
  select.closest('.widget')?.querySelector('.widget_title')?.textContent?.trim() || 'Categories';

/**
 * The sub-categories widget prints its select without a label: it is named after the widget's title as
 * soon as the page is ready, for assistive technology reading the page, while the dropdown's own code
 * (opening the chosen category) waits for the visitor to use it. A one-time attribute repair, with
 * neither UI nor state, so plain DOM.
 */
export default defineEnhancerModule({
  mount(select) {
    return nameIfUnnamed(select, categorySelectName(select));
  },
});

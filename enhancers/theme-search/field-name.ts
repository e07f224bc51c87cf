import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';

/**
 * The theme prints its search field with a placeholder only: it is named at once, for assistive technology
 * reading the page, while the search box's own code waits for the visitor to use it. A one-time attribute
 * repair, with neither UI nor state, so plain DOM.
 */
export default defineEnhancerModule({
  mount(field) {
    const input = field as HTMLInputElement;
    return nameIfUnnamed(input, input.placeholder || input.title || 'Search');
  },
});

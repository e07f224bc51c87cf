import { nameIfUnnamed } from '../../src/accessible-name';
import { defineEnhancerModule } from '../../src/enhancer';

/** The plugin prints its checkboxes without labels: they are named after their row. */
export function nameCheckboxes(form: Element): void {
  nameIfUnnamed(form.querySelector('input.wpgdprc-select-all'), 'Select all');
  for (const box of Array.from(form.querySelectorAll<HTMLInputElement>('input.wpgdprc-checkbox'))) {
    // Its `tabindex="1"` would put every checkbox before the rest of the page in the Tab order.
    if (Number(box.getAttribute('tabindex')) > 0) box.removeAttribute('tabindex');
    const row = box.closest('tr');
    const cell = Array.from(row?.cells ?? []).find((candidate) => !candidate.querySelector('input'));
    nameIfUnnamed(box, `Select ${cell?.textContent?.trim() || row?.getAttribute('data-id') || ''}`.trim());
  }
}

/**
 * The deletion form's checkboxes named and out of the early Tab order as soon as the page is ready, for
 * assistive technology reading the page; the form's own code loads when the visitor uses it. A one-time
 * attribute repair, with neither UI nor state, so plain DOM.
 */
export default defineEnhancerModule({
  mount(form) {
    nameCheckboxes(form);
  },
});

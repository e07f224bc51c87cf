import { defineEnhancerModule } from '../../src/enhancer';
import { actAsButton, ensureId } from '../../src/act-as-button';

/** The next quantity: ±1, never below 1 (defect 18) nor the input's min, nor above its max. */
export function steppedQuantity(value: string, direction: 1 | -1, min: string, max: string): number {
  const current = Number.parseFloat(value);
  const lowest = Math.max(1, Number.parseFloat(min) || 1);
  const highest = Number.parseFloat(max);
  let next = (Number.isFinite(current) ? current : lowest) + direction;
  if (Number.isFinite(highest) && highest > 0) next = Math.min(next, highest);
  return Math.max(lowest, next);
}

/**
 * WooCommerce quantity fields: `<span class="q_inc">` and `<span class="q_dec">` are added (keyboard
 * buttons), stepping the input by 1 (never below 1) and firing `change` like a typed value.
 */
export default defineEnhancerModule({
  mount(wrap, { signal }) {
    const input = wrap.querySelector<HTMLInputElement>('input.qty, input[type="number"]');
    if (!input) return;
    const doc = wrap.ownerDocument;
    const added: HTMLElement[] = [];
    const stepper = (className: string, label: string) => {
      let element = wrap.querySelector<HTMLElement>(`:scope > .${className}`);
      if (!element) {
        element = doc.createElement('span');
        element.className = className;
        wrap.append(element);
        added.push(element);
      }
      element.setAttribute('aria-controls', ensureId(input, 'quantity'));
      return { element, restore: actAsButton(element, label) };
    };
    const increase = stepper('q_inc', 'Increase quantity');
    const decrease = stepper('q_dec', 'Decrease quantity');
    const step = (direction: 1 | -1) => {
      if (input.disabled || input.readOnly) return;
      const next = String(steppedQuantity(input.value, direction, input.min, input.max));
      if (next === input.value) return;
      input.value = next;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    increase.element.addEventListener('click', () => step(1), { signal });
    decrease.element.addEventListener('click', () => step(-1), { signal });
    return () => {
      increase.restore();
      decrease.restore();
      for (const element of added) element.remove();
    };
  },
});

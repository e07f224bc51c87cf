import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { quantityInput, STEPPERS } from './shop-parts';

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
 * WooCommerce quantity fields: `<span class="q_inc">` and `<span class="q_dec">` are rendered at the end
 * of the wrapper (unless the server printed them), keyboard buttons stepping the input by 1 (never
 * below 1) and firing `change` like a typed value. Loads on first use: the at-rest part (at-rest.ts) has
 * appended the steppers at ready, and they are adopted as printed ones.
 */
function Quantity({ element: wrap, input }: ServerMarkupProps & { input: HTMLInputElement }) {
  // The steppers the server printed; the missing ones are the component's.
  const printed = useMemo(() => STEPPERS.map(({ className }) => wrap.querySelector<HTMLElement>(`:scope > .${className}`)), [wrap]);
  const rendered = useRef<(HTMLSpanElement | null)[]>([]);

  useLayoutEffect(() => {
    const undo = STEPPERS.map(({ label }, index) => {
      const element = printed[index] ?? rendered.current[index];
      if (!element) return () => undefined;
      element.setAttribute('aria-controls', ensureId(input, 'quantity'));
      return actAsButton(element, label);
    });
    return () => undo.forEach((restore) => restore());
  }, [printed, input]);

  const step = (direction: 1 | -1) => {
    if (input.disabled || input.readOnly) return;
    const next = String(steppedQuantity(input.value, direction, input.min, input.max));
    if (next === input.value) return;
    input.value = next;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  useServerEvent(wrap, 'click', (event) => {
    const index = STEPPERS.findIndex((_, each) => {
      const element = printed[each] ?? rendered.current[each];
      return !!element && element.contains(event.target as Node);
    });
    if (index >= 0) step(STEPPERS[index]!.direction);
  });

  const missing = STEPPERS.map((stepper, index) =>
    printed[index] ? null : <span key={stepper.className} className={stepper.className} ref={(element) => void (rendered.current[index] = element)} />,
  );
  return createPortal(missing, wrap);
}

function QuantityField(props: ServerMarkupProps) {
  const input = useMemo(() => quantityInput(props.element), [props.element]);
  return input ? <Quantity {...props} input={input} /> : null;
}

export default defineComponent(QuantityField);

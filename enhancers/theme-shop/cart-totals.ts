/** Sum of the leading numbers of the mini-cart's `.quantity` texts (`2 × $29.00` → 2). */
export function cartItemCount(doc: Document): number {
  return Array.from(doc.querySelectorAll('.widget_shopping_cart_content .cart_list li .quantity')).reduce((sum, quantity) => {
    const count = Number.parseInt(quantity.textContent?.trim() ?? '', 10);
    return sum + (Number.isNaN(count) ? 0 : count);
  }, 0);
}

/** The cart total as the mini-cart shows it (`.widget_shopping_cart .total .amount`). */
export const cartTotal = (doc: Document): string | undefined =>
  doc.querySelector('.widget_shopping_cart .total .amount')?.textContent?.trim();

/** The item count in the header's style: B `(5)`, A `5 <the word it had>` (e.g. `5 items`). */
export function itemsText(generation: 'A' | 'B', count: number, previous: string): string {
  if (generation === 'B') return `(${count})`;
  const word = previous.trim().split(/\s+/)[1];
  return word ? `${count} ${word}` : String(count);
}

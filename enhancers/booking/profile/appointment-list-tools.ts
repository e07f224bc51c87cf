import { nameIfUnnamed } from '../../../src/accessible-name';

/** Adds `delta` to a count badge (`h4 span.count`), never below 0; returns the new value. */
export function changeCount(count: Element | null | undefined, delta: number): number | undefined {
  if (!count) return undefined;
  const value = Math.max(0, (Number.parseInt(count.textContent ?? '', 10) || 0) + delta);
  count.textContent = String(value);
  return value;
}

/** `.booked-show-cf`: shows or hides its sibling `.cf-meta-values-hidden`; staff lists also mark the link. */
export function toggleCustomFields(link: Element, markActive: boolean): void {
  const values = Array.from(link.parentElement?.children ?? []).find((sibling) => sibling.classList.contains('cf-meta-values-hidden'));
  if (!(values instanceof HTMLElement)) return;
  const show = values.style.display !== 'block';
  values.style.display = show ? 'block' : 'none';
  link.setAttribute('aria-expanded', String(show));
  if (markActive) link.classList.toggle('booked-cf-active', show);
}


/** Where an element is now, so that it can be put back there after it was taken out. */
export function rememberPlace(element: Element): { restore(): void } {
  const parent = element.parentNode;
  const next = element.nextSibling;
  return {
    restore() {
      if (parent && !element.isConnected) parent.insertBefore(element, next && next.parentNode === parent ? next : null);
    },
  };
}

/** Takes an element out of the page; `restore` puts it back exactly where it was. */
export function detach(element: Element): { restore(): void } {
  const place = rememberPlace(element);
  element.remove();
  return place;
}

/** Hides a block (its request is on the way); `restore` shows it again. */
export function collapse(block: HTMLElement): { restore(): void } {
  const display = block.style.display;
  block.style.display = 'none';
  return {
    restore() {
      block.style.display = display;
    },
  };
}

/** When the focused control disappears, focus moves to the next block's first control or the heading. */
export function keepFocusNear(list: Element, block: Element): void {
  const doc = list.ownerDocument;
  if (!block.contains(doc.activeElement) && doc.activeElement !== doc.body) return;
  let next = block.nextElementSibling;
  while (next && !(next.classList.contains('appt-block') && (next as HTMLElement).style.display !== 'none')) next = next.nextElementSibling;
  const target = next?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? list.querySelector<HTMLElement>('h4');
  if (!target) return;
  if (target.tagName === 'H4' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** Announces the custom-field links as disclosure buttons (collapsed at first). */
export function labelCustomFieldToggles(list: Element): void {
  for (const link of Array.from(list.querySelectorAll('.booked-show-cf'))) {
    if (!link.hasAttribute('aria-expanded')) link.setAttribute('aria-expanded', 'false');
  }
}

/** The Front-End Agents add-on's delete control is an icon-only link. */
export function nameDeleteLinks(list: Element): void {
  for (const link of Array.from(list.querySelectorAll('a.delete'))) nameIfUnnamed(link, 'Delete appointment');
}

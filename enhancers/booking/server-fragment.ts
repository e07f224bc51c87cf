import { parseServerHtml } from '../../src/server-fragment';

/**
 * Replaces an element's content with one of Booked's HTML fragments (month table, open day, list view,
 * booking form, user info), parsed inert: scripts, frames, event handlers and javascript: URLs never run.
 */
export function fillWithServerHtml(target: Element, html: string): void {
  target.replaceChildren(parseServerHtml(html, target.ownerDocument));
}

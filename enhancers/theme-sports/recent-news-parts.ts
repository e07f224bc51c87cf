import { actAsButton, ensureId } from '../../src/act-as-button';

/** The class of the label wrapping the "More" text: a keyboard button (the box itself holds links). */
export const MORE_LABEL = 'sc_recent_news_header_more_label';

/** The extra categories' list inside the "More" box. */
export const moreList = (more: Element): HTMLElement | null => more.querySelector<HTMLElement>('.sc_recent_news_header_more_categories');

/** The "More" text the theme prints straight inside the box, before the list. */
export const labelTextOf = (more: Element): ChildNode | undefined =>
  Array.from(more.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

/** The label already in the box (put there at ready by the at-rest part), if any. */
export const placedLabel = (more: Element): HTMLElement | null => more.querySelector<HTMLElement>(`:scope > .${MORE_LABEL}`);

/** The label element (empty): the at-rest part moves the text in, the component renders it. */
export function createLabel(doc: Document): HTMLSpanElement {
  const span = doc.createElement('span');
  span.className = MORE_LABEL;
  return span;
}

/** The label a keyboard button controlling the list; returns the undo. */
export function wireLabel(label: HTMLElement, list: HTMLElement): () => void {
  const undo = actAsButton(label);
  label.setAttribute('aria-controls', ensureId(list, 'sc-recent-news-more'));
  return () => {
    undo();
    label.removeAttribute('aria-controls');
  };
}

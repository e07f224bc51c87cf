import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ensureId } from '../../src/act-as-button';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useActAsButton } from '../../src/use-act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { useSlidePanel } from '../../src/use-slide-panel';

/** jQuery's default slideToggle duration. */
export const MORE_SLIDE_MS = 400;

/** The "More" text the theme prints straight inside the box, before the list. */
const labelTextOf = (more: HTMLElement): ChildNode | undefined =>
  Array.from(more.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());

/**
 * Recent-news header (B): "More" toggles `opened` and slides the extra categories open or closed.
 * The "More" text is wrapped in a label the component owns, a keyboard button (the box itself holds
 * links, so it cannot be one); the undo puts the server's text back.
 */
function RecentNewsCategories({ element: more, list }: ServerMarkupProps & { list: HTMLElement }) {
  const labelText = useMemo(() => labelTextOf(more), [more]);
  // Created detached; the layout effect puts it where the text was, and the portal fills it.
  const [label] = useState(() => {
    if (!labelText) return null;
    const span = more.ownerDocument.createElement('span');
    span.className = 'sc_recent_news_header_more_label';
    return span;
  });
  const panel = useSlidePanel(list, () => more.classList.contains('opened'), MORE_SLIDE_MS);

  useLayoutEffect(() => {
    if (!label || !labelText) return;
    labelText.replaceWith(label);
    return () => label.replaceWith(labelText);
  }, [label, labelText]);
  useActAsButton(label);
  useLayoutEffect(() => {
    label?.setAttribute('aria-controls', ensureId(list, 'sc-recent-news-more'));
    return () => label?.removeAttribute('aria-controls');
  }, [label, list]);
  useLayoutEffect(() => {
    more.classList.toggle('opened', panel.open);
    label?.setAttribute('aria-expanded', String(panel.open));
  }, [more, label, panel.open]);

  useServerEvent(more, 'click', (event) => {
    if ((event.target as Element).closest?.('a')) return; // a category link: just follow it
    panel.toggle();
  });

  return label ? createPortal(labelText!.textContent, label) : null;
}

function RecentNewsBox(props: ServerMarkupProps) {
  const list = useMemo(() => props.element.querySelector<HTMLElement>('.sc_recent_news_header_more_categories'), [props.element]);
  return list ? <RecentNewsCategories {...props} list={list} /> : null;
}

export default defineComponent(RecentNewsBox);

import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useSlidePanel } from '../../src/use-slide-panel';
import { createLabel, labelTextOf, moreList, placedLabel, wireLabel } from './recent-news-parts';

/** jQuery's default slideToggle duration. */
export const MORE_SLIDE_MS = 400;

/**
 * Recent-news header (B): "More" toggles `opened` and slides the extra categories open or closed.
 * The "More" text is wrapped in a label the component owns, a keyboard button (the box itself holds
 * links, so it cannot be one); the undo puts the server's text back. Loads on first use: at ready the
 * plain at-rest part (at-rest.ts) has already wrapped the text in that label and made it a collapsed
 * keyboard button; the component adopts that label as it is.
 */
function RecentNewsCategories({ element: more, list }: ServerMarkupProps & { list: HTMLElement }) {
  // The label placed at ready (holding the server's text), else one this creates and renders the text into.
  const [placed] = useState(() => placedLabel(more));
  const labelText = useMemo(() => (placed ? undefined : labelTextOf(more)), [more, placed]);
  // Created detached; the layout effect puts it where the text was, and the portal fills it.
  const [label] = useState(() => placed ?? (labelText ? createLabel(more.ownerDocument) : null));
  const panel = useSlidePanel(list, () => more.classList.contains('opened'), MORE_SLIDE_MS);

  useLayoutEffect(() => {
    if (!label || !labelText) return;
    labelText.replaceWith(label);
    return () => label.replaceWith(labelText);
  }, [label, labelText]);
  useLayoutEffect(() => (label ? wireLabel(label, list) : undefined), [label, list]);
  useLayoutEffect(() => {
    more.classList.toggle('opened', panel.open);
    label?.setAttribute('aria-expanded', String(panel.open));
  }, [more, label, panel.open]);

  useServerEvent(more, 'click', (event) => {
    if ((event.target as Element).closest?.('a')) return; // a category link: just follow it
    panel.toggle();
  });

  return label && labelText ? createPortal(labelText.textContent, label) : null;
}

function RecentNewsBox(props: ServerMarkupProps) {
  const list = useMemo(() => moreList(props.element), [props.element]);
  return list ? <RecentNewsCategories {...props} list={list} /> : null;
}

export default defineComponent(RecentNewsBox);

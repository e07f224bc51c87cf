import { useLayoutEffect, useRef } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { hidePreloader, showPreloader } from './preloader-overlay';

/**
 * `#page_preloader`: fades out once the page is enhanced; shows again (0.8) while the page is being
 * left, except for `tel:` and `mailto:` links, which leave nothing; hidden again when the page comes
 * back from the back/forward cache. "A tel: or mailto: link was just followed" is the state (for the
 * rest of that task).
 */
function PagePreloader({ element: preloader, win }: ServerMarkupProps & { win: Window }) {
  const doc = preloader.ownerDocument;
  const staying = useRef(false);

  useLayoutEffect(() => hidePreloader(doc), [doc]);
  useServerEvent(
    doc,
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !/^\s*(tel|mailto):/i.test(link.getAttribute('href') ?? '')) return;
      staying.current = true;
      setTimeout(() => (staying.current = false), 0);
    },
    { capture: true },
  );
  useServerEvent(win, 'beforeunload' as keyof HTMLElementEventMap, () => {
    if (!staying.current) showPreloader(doc);
  });
  useServerEvent(win, 'pageshow' as keyof HTMLElementEventMap, (event) => {
    if ((event as unknown as PageTransitionEvent).persisted) hidePreloader(doc, 0);
  });
  return null;
}

function PagePreloaderElement(props: ServerMarkupProps) {
  const win = props.element.ownerDocument.defaultView;
  return win ? <PagePreloader {...props} win={win} /> : null;
}

export default defineComponent(PagePreloaderElement);

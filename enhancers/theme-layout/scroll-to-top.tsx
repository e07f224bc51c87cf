import { useLayoutEffect, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { headerHeight } from './layout-state';
import { animateScroll } from './smooth-scroll';

/** jQuery's `slow`. */
export const SCROLL_TO_TOP_MS = 600;

/**
 * `.scroll_to_top`: shown (`show`) once the page is scrolled past the header's height; a click
 * scrolls back to the top. While hidden it is out of the Tab order. Whether it shows is state.
 */
function ScrollToTop({ element: button, win }: ServerMarkupProps & { win: Window }) {
  const doc = button.ownerDocument;
  const past = () => win.scrollY > headerHeight(doc);
  const [shown, setShown] = useState(past);

  // The undo puts back the server's attributes.
  useLayoutEffect(() => {
    const saved = { tabindex: button.getAttribute('tabindex'), hidden: button.getAttribute('aria-hidden') };
    return () => {
      button.classList.remove('show');
      for (const [name, value] of [['tabindex', saved.tabindex], ['aria-hidden', saved.hidden]] as const) {
        if (value === null) button.removeAttribute(name);
        else button.setAttribute(name, value);
      }
    };
  }, [button]);
  useLayoutEffect(() => {
    button.classList.toggle('show', shown);
    if (shown) {
      button.removeAttribute('aria-hidden');
      button.removeAttribute('tabindex');
    } else {
      button.setAttribute('aria-hidden', 'true');
      button.tabIndex = -1;
    }
  }, [button, shown]);

  const update = () => setShown(past());
  useServerEvent(win, 'scroll', update, { passive: true });
  useServerEvent(win, 'resize', update);
  useServerEvent(button, 'click', (event) => {
    event.preventDefault();
    animateScroll(win, 0, SCROLL_TO_TOP_MS);
  });
  return null;
}

function ScrollToTopButton(props: ServerMarkupProps) {
  const win = props.element.ownerDocument.defaultView;
  return win ? <ScrollToTop {...props} win={win} /> : null;
}

export default defineComponent(ScrollToTopButton);

import { useLayoutEffect, useState } from 'react';
import { ensureId } from '../../src/act-as-button';
import type { EnhancerModule } from '../../src/enhancer';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useActAsButton } from '../../src/use-act-as-button';
import { useSlidePanel, useSlidePanelButton } from '../../src/use-slide-panel';

/** jQuery's default slide duration. */
export const RESPONSIVE_MENU_SLIDE_MS = 400;

type Kind = 'main' | 'side';

interface MenuCopy {
  menu: HTMLElement;
  /** Where a copy the component made goes (after the menu's nav); null for one the server printed. */
  after: Element | null;
}

/** The page's `ul.menu_<kind>_responsive`, or a detached copy of `#menu_<kind>` (ids removed) to place. */
function menuCopy(doc: Document, kind: Kind): MenuCopy | null {
  const source = doc.getElementById(`menu_${kind}`);
  if (!source) return null;
  const printed = doc.querySelector<HTMLElement>(`.menu_${kind}_responsive`);
  if (printed) return { menu: printed, after: null };
  const copy = source.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  for (const element of Array.from(copy.querySelectorAll('[id]'))) element.removeAttribute('id');
  copy.className = `menu_${kind}_responsive`;
  copy.style.display = 'none';
  return { menu: copy, after: source.closest('nav') ?? source };
}

function ResponsiveMenu({ element: button, copy, kind }: ServerMarkupProps & { copy: MenuCopy; kind: Kind }) {
  const { menu, after } = copy;
  const panel = useSlidePanel(menu, false, RESPONSIVE_MENU_SLIDE_MS);

  // A copy the component made is in the page while it is mounted.
  useLayoutEffect(() => {
    if (!after) return;
    after.after(menu);
    return () => menu.remove();
  }, [menu, after]);
  useActAsButton(button, 'Menu');
  useLayoutEffect(() => {
    button.setAttribute('aria-controls', ensureId(menu, `menu-${kind}-responsive`));
    return () => {
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  }, [button, menu, kind]);
  useSlidePanelButton(button, panel);
  return null;
}

/**
 * A generation A responsive menu: in the mobile layout `.menu_<kind>_responsive_button` opens a copy of
 * `#menu_<kind>`, `ul.menu_<kind>_responsive`, placed after the menu's nav (made once, ids removed); the
 * button slides it open and closed. The theme has two: the main menu and the side menu.
 */
function responsiveMenuCopy(kind: Kind): EnhancerModule {
  function ResponsiveMenuButton(props: ServerMarkupProps) {
    // The copy is the server's menu markup, cloned (not rendered): made once, detached, at the first render.
    const [copy] = useState(() => menuCopy(props.element.ownerDocument, kind));
    return copy ? <ResponsiveMenu {...props} copy={copy} kind={kind} /> : null;
  }
  return defineComponent(ResponsiveMenuButton);
}

export default responsiveMenuCopy('main');
export const sideResponsiveMenu = responsiveMenuCopy('side');

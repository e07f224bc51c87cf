import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { usePlacedElement } from '../../src/use-placed-element';
import { useActAsButton } from '../../src/use-act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { stopEffect } from '../theme-widgets/dom/fade';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';

/** jQuery's default slide duration, which core.init.js's slideDown/slideUp use. */
export const MOBILE_SUBMENU_SLIDE_MS = 400;

const linkOf = (item: HTMLElement) => item.querySelector<HTMLAnchorElement>(':scope > a');
const listOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > ul');

/** The menu's items with a sub-menu (WordPress's class, or the theme's), each with its link and list. */
function parentItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('li')).filter(
    (item) => (item.classList.contains('menu-item-has-children') || item.classList.contains('has_children')) && linkOf(item) && listOf(item),
  );
}

/**
 * The open items after a click on `item`: an open one closes; a closed one opens, and the open items beside
 * it, and beside each item around it, close with whatever is open inside them (as core.init.js's slideUp).
 */
function afterClick(open: ReadonlySet<HTMLElement>, item: HTMLElement, menu: HTMLElement): Set<HTMLElement> {
  const next = new Set(open);
  if (open.has(item)) {
    next.delete(item);
    return next;
  }
  for (let level: HTMLElement | null = item; level && menu.contains(level); level = level.parentElement?.closest('li') ?? null) {
    for (const sibling of Array.from(level.parentElement?.children ?? [])) {
      if (sibling === level) continue;
      for (const other of open) if (sibling.contains(other)) next.delete(other);
    }
  }
  next.add(item);
  return next;
}

/**
 * The `.open_child_menu` arrow the original prepends to a parent's link, and the item's disclosure button for
 * the keyboard: a `href="#"` link only toggles, so it is the button; where the link goes somewhere, the arrow is.
 */
function ParentControl({ item, expanded }: { item: HTMLElement; expanded: boolean }) {
  const link = useMemo(() => linkOf(item)!, [item]);
  const arrow = usePlacedElement(() => {
    const span = link.ownerDocument.createElement('span');
    span.className = 'open_child_menu';
    link.prepend(span);
    return span;
  }, [link]);
  const linkToggles = link.getAttribute('href') === '#';
  const control = linkToggles ? link : arrow;
  useActAsButton(control, linkToggles ? undefined : 'Submenu');
  useLayoutEffect(() => {
    if (linkToggles) arrow?.setAttribute('aria-hidden', 'true');
  }, [arrow, linkToggles]);
  useLayoutEffect(() => {
    control?.setAttribute('aria-expanded', String(expanded));
  }, [control, expanded]);
  useLayoutEffect(() => () => control?.removeAttribute('aria-expanded'), [control]);
  return null;
}

/**
 * B's mobile menu (`.header_mobile .menu_main_nav`, printed with every sub-menu hidden), as DiveIt's
 * core.init.js: each parent link gets an `.open_child_menu` arrow, and a click on a parent's link or arrow
 * slides its sub-menu down (`li.opened`; the open ones beside it slide up) or up again. A click on the arrow,
 * or on a `href="#"` link, does not follow the link. The sub-menus are server content, driven in place.
 */
function MobileSubmenus({ element: menu }: ServerMarkupProps) {
  const parents = useMemo(() => parentItems(menu), [menu]);
  const [open, setOpen] = useState<ReadonlySet<HTMLElement>>(() => new Set(parents.filter((item) => item.classList.contains('opened'))));
  const shown = useRef(open);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = open;
    for (const item of parents) {
      const opening = open.has(item);
      if (before.has(item) === opening) continue;
      const list = listOf(item)!;
      stopEffect(list);
      if (opening) slideDown(list, MOBILE_SUBMENU_SLIDE_MS);
      else slideUp(list, MOBILE_SUBMENU_SLIDE_MS);
      item.classList.toggle('opened', opening);
    }
  }, [parents, open]);
  useLayoutEffect(
    () => () => {
      for (const item of parents) {
        item.classList.remove('opened');
        const list = listOf(item)!;
        stopEffect(list);
        list.style.removeProperty('display');
      }
    },
    [parents],
  );

  useServerEvent(menu, 'click', (event) => {
    const target = event.target as Element;
    const link = target.closest?.<HTMLAnchorElement>('li a');
    if (!link || !menu.contains(link)) return;
    const item = link.parentElement as HTMLElement;
    if (parents.includes(item)) setOpen((current) => afterClick(current, item, menu));
    if (target.closest('.open_child_menu') || link.getAttribute('href') === '#') event.preventDefault();
  });

  return (
    <>
      {parents.map((item, index) => (
        <ParentControl key={index} item={item} expanded={open.has(item)} />
      ))}
    </>
  );
}

export default defineComponent(MobileSubmenus);

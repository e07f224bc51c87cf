import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { actAsButton } from '../../src/act-as-button';
import { useServerEvent } from '../../src/use-server-event';
import { stopEffect } from '../theme-widgets/dom/fade';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';

/** jQuery's default slide duration, which core.init.js's slideDown/slideUp use. */
export const RESPONSIVE_SUBMENU_SLIDE_MS = 400;

const submenuOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(':scope > ul');

/**
 * The sub-menus of A's responsive menu copy (core.init.js): while `enabled`, a click on the link of an
 * item with children (`menu-item-has-children`) slides its sub-menu down (`li.opened`) or up again and does
 * not follow the link; a `href="#"` link is never followed. Which items are open is state. Those links then
 * work as disclosure buttons from the keyboard (`aria-expanded`).
 */
export function useResponsiveSubmenus(menu: HTMLElement, enabled: boolean): void {
  const parents = useMemo(
    () => Array.from(menu.querySelectorAll<HTMLElement>('li.menu-item-has-children')).filter((item) => item.querySelector(':scope > a') && submenuOf(item)),
    [menu],
  );
  const [open, setOpen] = useState<ReadonlySet<HTMLElement>>(() => new Set());
  // What each sub-menu shows now: a change of state slides from it.
  const shown = useRef(new Set<HTMLElement>());

  useLayoutEffect(() => {
    for (const item of parents) {
      const isOpen = open.has(item);
      if (shown.current.has(item) === isOpen) continue;
      if (isOpen) shown.current.add(item);
      else shown.current.delete(item);
      const submenu = submenuOf(item)!;
      stopEffect(submenu);
      if (isOpen) slideDown(submenu, RESPONSIVE_SUBMENU_SLIDE_MS);
      else slideUp(submenu, RESPONSIVE_SUBMENU_SLIDE_MS);
      item.classList.toggle('opened', isOpen);
    }
  }, [parents, open]);

  useLayoutEffect(() => {
    if (!enabled) return;
    const undo = parents.map((item) => actAsButton(item.querySelector<HTMLElement>(':scope > a')!));
    return () => undo.forEach((step) => step());
  }, [parents, enabled]);
  useLayoutEffect(() => {
    for (const item of parents) {
      const link = item.querySelector<HTMLElement>(':scope > a')!;
      if (enabled) link.setAttribute('aria-expanded', String(open.has(item)));
      else link.removeAttribute('aria-expanded');
    }
  }, [parents, enabled, open]);
  useLayoutEffect(() => () => parents.forEach((item) => item.querySelector(':scope > a')?.removeAttribute('aria-expanded')), [parents]);

  useServerEvent(menu, 'click', (event) => {
    const link = (event.target as Element).closest?.('li a');
    if (!link || !menu.contains(link)) return;
    const item = link.parentElement!;
    const toggles = enabled && parents.includes(item);
    if (toggles) {
      setOpen((current) => {
        const next = new Set(current);
        if (current.has(item)) next.delete(item);
        else next.add(item);
        return next;
      });
    }
    if (toggles || link.getAttribute('href') === '#') event.preventDefault();
  });
}

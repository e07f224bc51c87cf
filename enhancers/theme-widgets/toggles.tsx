import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ensureId } from '../../src/act-as-button';
import { movedIndex } from '../../src/list-keys';
import { revealedToTheme } from '../../src/revealed-to-theme';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { slideDown, slideUp } from './dom/slide';
import { markToggleTitles, openToggles, readToggles, showToggle, type Toggle } from './panels-at-rest';

/** Toggle contents slide open or closed over 300 ms. */
export const TOGGLE_SLIDE_MS = 300;

/**
 * Titles become buttons controlling their contents; the undo restores the server markup. The roles are
 * usually there already (the plain at-rest part, `panels-at-rest.ts`): setting them again changes nothing.
 */
function markToggles(toggles: Toggle[]): () => void {
  markToggleTitles(toggles);
  for (const { title, content } of toggles) {
    if (content) title.setAttribute('aria-controls', ensureId(content, 'sc-toggle'));
  }
  return () => {
    for (const { title } of toggles) for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-controls']) title.removeAttribute(name);
  };
}

/**
 * Toggles `.sc_toggles` (several open at once, so not a one-at-a-time group): a title toggles
 * `ui-state-active` on itself, `sc_active` on its item and slides its `.sc_toggles_content`; the
 * server's `sc_active` items start open. Titles are buttons with aria-expanded; Up, Down, Home and End
 * move between them, as in an accordion. The contents are server content, driven in place. The component
 * loads on first use; until then the at-rest part has set the titles' roles and states and the contents shown.
 */
function Toggles({ element }: ServerMarkupProps) {
  const toggles = useMemo(() => readToggles(element), [element]);
  const [open, setOpen] = useState(() => openToggles(toggles));
  // What the contents show now: the first pass sets them at once, later changes slide.
  const shown = useRef<boolean[] | null>(null);

  useLayoutEffect(() => markToggles(toggles), [toggles]);
  useLayoutEffect(() => {
    toggles.forEach((toggle, index) => {
      const { title, item, content } = toggle;
      const isOpen = open[index]!;
      const was = shown.current?.[index];
      if (was === undefined) return showToggle(toggle, isOpen);
      item?.classList.toggle('sc_active', isOpen);
      title.classList.toggle('ui-state-active', isOpen);
      title.setAttribute('aria-expanded', String(isOpen));
      if (content && was !== isOpen) {
        // Keep it displayed while it slides up, whatever the theme's CSS says about closed items.
        if (!isOpen) content.style.display = 'block';
        // After each slide, open or closed, as the theme's toggles told its hidden-elements handlers.
        (isOpen ? slideDown : slideUp)(content, TOGGLE_SLIDE_MS, () => revealedToTheme(content));
      }
    });
    shown.current = open;
  }, [toggles, open]);

  const flip = (index: number) => setOpen((current) => current.map((isOpen, each) => (each === index ? !isOpen : isOpen)));
  useServerEvent(element, 'click', (event) => {
    const index = toggles.findIndex(({ title }) => title.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    flip(index);
  });
  useServerEvent(element, 'keydown', (event) => {
    const index = toggles.findIndex(({ title }) => title === event.target);
    if (index < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      flip(index);
      return;
    }
    const next = movedIndex(event.key, index, toggles.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    toggles[next]!.title.focus();
  });
  return null;
}

export default defineComponent(Toggles);

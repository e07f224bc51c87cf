import { useLayoutEffect, useMemo, useRef } from 'react';
import { ensureId } from '../../src/act-as-button';
import { movedIndex } from '../../src/list-keys';
import { revealedToTheme } from '../../src/revealed-to-theme';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useOneOpen } from '../../src/use-one-open';
import { useServerEvent } from '../../src/use-server-event';
import { currentSection, markTitles, readSections, showSection, type Section } from './panels-at-rest';

/**
 * Titles become buttons controlling their panels (WAI-ARIA accordion); the undo restores the server markup.
 * The roles and the open section are usually there already (the plain at-rest part, `panels-at-rest.ts`): setting
 * them again changes nothing; the panels' ids and relations come with the component.
 */
function markSections(sections: Section[]): () => void {
  const savedStyles = sections.map(({ content }) => content?.getAttribute('style') ?? null);
  markTitles(sections);
  for (const { title, content } of sections) {
    if (!content) continue;
    title.setAttribute('aria-controls', ensureId(content, 'sc-accordion-panel'));
    content.setAttribute('role', 'region');
    content.setAttribute('aria-labelledby', ensureId(title, 'sc-accordion-title'));
  }
  return () =>
    sections.forEach(({ title, content }, index) => {
      for (const name of ['role', 'tabindex', 'aria-controls', 'aria-expanded']) title.removeAttribute(name);
      if (!content) return;
      content.removeAttribute('role');
      content.removeAttribute('aria-labelledby');
      const style = savedStyles[index]!;
      if (style === null) content.removeAttribute('style');
      else content.setAttribute('style', style);
    });
}

/**
 * Accordion `.sc_accordion[data-active]` (WAI-ARIA accordion): one section open at a time, the
 * initial one from `data-active` (NaN → 0, out of range → none); the open item carries `sc_active`.
 * Clicking the open title leaves it open, as the themes' jQuery UI accordion does (not `collapsible`).
 * Titles are buttons: Enter/Space open, arrows/Home/End move.
 * The panels are server content (they may hold other widgets): the component drives them in place.
 * It loads on first use; until then the at-rest part has shown the initial section and made the titles buttons.
 */
function Accordion({ element }: ServerMarkupProps) {
  const sections = useMemo(() => readSections(element), [element]);
  const { open, show } = useOneOpen(() => currentSection(element, sections));

  useLayoutEffect(() => markSections(sections), [sections]);
  // The section open on the screen; the first pass only shows the one the page starts with.
  const shown = useRef<number | null | undefined>(undefined);
  useLayoutEffect(() => {
    showSection(sections, open);
    const opened = shown.current !== undefined && open !== shown.current && open !== null ? sections[open]?.content : null;
    shown.current = open;
    // As the theme's accordion told its hidden-elements handlers about the panel it opened.
    if (opened) revealedToTheme(opened);
  }, [sections, open]);

  useServerEvent(element, 'click', (event) => {
    const index = sections.findIndex(({ title }) => title.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    show(index);
  });
  useServerEvent(element, 'keydown', (event) => {
    const index = sections.findIndex(({ title }) => title === event.target);
    if (index < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      sections[index]!.title.click();
      return;
    }
    const next = movedIndex(event.key, index, sections.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    sections[next]!.title.focus();
  });
  return null;
}

export default defineComponent(Accordion);

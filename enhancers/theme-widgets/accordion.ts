import { defineEnhancerModule } from '../../src/enhancer';
import { movedIndex } from '../../src/list-keys';
import { activeIndex } from './dom/active-index';
import { ensureId } from './dom/press';

interface Section {
  item: HTMLElement;
  title: HTMLElement;
  content: HTMLElement | null;
}

/**
 * Accordion `.sc_accordion[data-active]` (WAI-ARIA accordion): one section open at a time, the
 * initial one from `data-active` (NaN → 0, out of range → none); the open item carries `sc_active`.
 * Clicking the open title closes it. Titles are buttons: Enter/Space toggle, arrows/Home/End move.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const accordion = element as HTMLElement;
    const sections: Section[] = Array.from(accordion.children)
      .filter((child): child is HTMLElement => child.classList.contains('sc_accordion_item'))
      .map((item) => ({
        item,
        title: item.querySelector<HTMLElement>(':scope > .sc_accordion_title')!,
        content: item.querySelector<HTMLElement>(':scope > .sc_accordion_content'),
      }))
      .filter((section) => section.title);
    if (sections.length === 0) return;
    const saved = sections.map(({ title, content }) => ({ title: title.outerHTML, content: content?.getAttribute('style') ?? null }));

    const show = (open: Section | undefined) => {
      for (const section of sections) {
        const isOpen = section === open;
        section.item.classList.toggle('sc_active', isOpen);
        section.title.classList.toggle('ui-state-active', isOpen);
        section.title.setAttribute('aria-expanded', String(isOpen));
        if (section.content) section.content.style.display = isOpen ? 'block' : 'none';
      }
    };

    for (const { title, content } of sections) {
      title.setAttribute('role', 'button');
      title.tabIndex = 0;
      if (content) {
        title.setAttribute('aria-controls', ensureId(content, 'sc-accordion-panel'));
        content.setAttribute('role', 'region');
        content.setAttribute('aria-labelledby', ensureId(title, 'sc-accordion-title'));
      }
    }
    show(sections[activeIndex(accordion.getAttribute('data-active'))]);

    const sectionOf = (target: EventTarget | null) => sections.find(({ title }) => title.contains(target as Node));
    accordion.addEventListener(
      'click',
      (event) => {
        const section = sectionOf(event.target);
        if (!section) return;
        event.preventDefault();
        show(section.item.classList.contains('sc_active') ? undefined : section);
      },
      { signal },
    );
    accordion.addEventListener(
      'keydown',
      (event) => {
        const section = sections.find(({ title }) => title === event.target);
        if (!section) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          section.title.click();
          return;
        }
        const next = movedIndex(event.key, sections.indexOf(section), sections.length, 'vertical');
        if (next === undefined) return;
        event.preventDefault();
        sections[next]!.title.focus();
      },
      { signal },
    );
    return () => {
      sections.forEach(({ title, content }, index) => {
        for (const name of ['role', 'tabindex', 'aria-controls', 'aria-expanded']) title.removeAttribute(name);
        if (!content) return;
        content.removeAttribute('role');
        content.removeAttribute('aria-labelledby');
        const style = saved[index]!.content;
        if (style === null) content.removeAttribute('style');
        else content.setAttribute('style', style);
      });
    };
  },
});

import { defineEnhancerModule } from '../../src/enhancer';
import { movedIndex } from '../../src/list-keys';
import { slideDown, slideUp } from './dom/slide';
import { ensureId } from '../../src/act-as-button';

/** Toggle contents slide open or closed over 300 ms. */
export const TOGGLE_SLIDE_MS = 300;

/**
 * Toggles `.sc_toggles` (several open at once): a title toggles `ui-state-active` on itself,
 * `sc_active` on its item and slides its `.sc_toggles_content`. Titles are buttons with aria-expanded;
 * Up, Down, Home and End move between them, as in an accordion.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const toggles = element as HTMLElement;
    const titles = Array.from(toggles.querySelectorAll<HTMLElement>('.sc_toggles_title')).filter((title) => title.closest('.sc_toggles') === toggles);
    const contentOf = (title: HTMLElement) => title.parentElement?.querySelector<HTMLElement>(':scope > .sc_toggles_content') ?? null;
    for (const title of titles) {
      const content = contentOf(title);
      const open = title.parentElement?.classList.contains('sc_active') ?? false;
      title.setAttribute('role', 'button');
      title.tabIndex = 0;
      title.setAttribute('aria-expanded', String(open));
      if (content) {
        title.setAttribute('aria-controls', ensureId(content, 'sc-toggle'));
        content.style.display = open ? 'block' : 'none';
      }
    }
    const toggle = (title: HTMLElement) => {
      const item = title.parentElement!;
      const content = contentOf(title);
      const opening = !item.classList.contains('sc_active');
      // Keep it displayed while it slides up, whatever the theme's CSS says about closed items.
      if (!opening && content) content.style.display = 'block';
      item.classList.toggle('sc_active', opening);
      title.classList.toggle('ui-state-active', opening);
      title.setAttribute('aria-expanded', String(opening));
      if (content) (opening ? slideDown : slideUp)(content, TOGGLE_SLIDE_MS);
    };
    toggles.addEventListener(
      'click',
      (event) => {
        const title = titles.find((candidate) => candidate.contains(event.target as Node));
        if (!title) return;
        event.preventDefault();
        toggle(title);
      },
      { signal },
    );
    toggles.addEventListener(
      'keydown',
      (event) => {
        const title = titles.find((candidate) => candidate === event.target);
        if (!title) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          toggle(title);
          return;
        }
        const next = movedIndex(event.key, titles.indexOf(title), titles.length, 'vertical');
        if (next === undefined) return;
        event.preventDefault();
        titles[next]!.focus();
      },
      { signal },
    );
    return () => {
      for (const title of titles) for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-controls']) title.removeAttribute(name);
    };
  },
});

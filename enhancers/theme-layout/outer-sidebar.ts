import { defineEnhancerModule } from '../../src/enhancer';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';
import { actAsButton, ensureId } from '../../src/act-as-button';
import { isDisplayed } from '../theme-widgets/dom/fade';

/** jQuery's default slide duration. */
export const OUTER_WIDGETS_SLIDE_MS = 400;

/**
 * Outer sidebar (B): `.sidebar_outer_widgets_button` shows or hides the `.sidebar_outer_widgets`
 * of its sidebar, sliding, and is marked `opened` while they show.
 */
export default defineEnhancerModule({
  mount(button, { signal }) {
    const doc = button.ownerDocument;
    const widgets = (button.closest('.sidebar_outer') ?? doc).querySelector<HTMLElement>('.sidebar_outer_widgets');
    if (!widgets) return;
    const restore = actAsButton(button as HTMLElement, 'Widgets');
    button.setAttribute('aria-controls', ensureId(widgets, 'sidebar-outer-widgets'));
    button.setAttribute('aria-expanded', String(isDisplayed(widgets)));
    button.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const opening = button.getAttribute('aria-expanded') !== 'true';
        button.classList.toggle('opened', opening);
        button.setAttribute('aria-expanded', String(opening));
        (opening ? slideDown : slideUp)(widgets, OUTER_WIDGETS_SLIDE_MS);
      },
      { signal },
    );
    return () => {
      restore();
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-expanded');
    };
  },
});

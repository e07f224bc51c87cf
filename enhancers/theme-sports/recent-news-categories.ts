import { defineEnhancerModule } from '../../src/enhancer';
import { slideDown, slideUp } from '../theme-widgets/dom/slide';
import { actAsButton, ensureId } from '../../src/act-as-button';

/** jQuery's default slideToggle duration. */
export const MORE_SLIDE_MS = 400;

/**
 * Recent-news header (B): "More" toggles `opened` and slides the extra categories open or closed.
 * The "More" label becomes a keyboard button (the box itself holds links, so it cannot be one).
 */
export default defineEnhancerModule({
  mount(more, { signal }) {
    const list = more.querySelector<HTMLElement>('.sc_recent_news_header_more_categories');
    if (!list) return;
    const doc = more.ownerDocument;
    const labelText = Array.from(more.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    let label: HTMLElement | undefined;
    let restoreButton: (() => void) | undefined;
    if (labelText) {
      label = doc.createElement('span');
      label.className = 'sc_recent_news_header_more_label';
      labelText.replaceWith(label);
      label.append(labelText);
      restoreButton = actAsButton(label);
      label.setAttribute('aria-controls', ensureId(list, 'sc-recent-news-more'));
      label.setAttribute('aria-expanded', String(more.classList.contains('opened')));
    }
    more.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.('a')) return; // a category link: just follow it
        const opening = !more.classList.contains('opened');
        // Inline display first: the theme's CSS may show the list only while `opened` is set.
        if (!opening) list.style.display = 'block';
        more.classList.toggle('opened', opening);
        if (opening) slideDown(list, MORE_SLIDE_MS);
        else slideUp(list, MORE_SLIDE_MS);
        label?.setAttribute('aria-expanded', String(opening));
      },
      { signal },
    );
    return () => {
      restoreButton?.();
      if (label && labelText) {
        label.replaceWith(labelText);
      }
    };
  },
});

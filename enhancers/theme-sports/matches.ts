import { defineEnhancerModule } from '../../src/enhancer';
import { fadeIn } from '../theme-widgets/dom/fade';
import { actAsButton, ensureId } from '../../src/act-as-button';

/** jQuery's default fadeIn duration. */
export const MATCH_FADE_MS = 400;

/**
 * Match list (B): choosing a fixture in `.sc_matches_next .sc_matches_list` hides the current match
 * and fades in the one its `data-item` names. The fixtures work as buttons from the keyboard.
 */
export default defineEnhancerModule({
  mount(container, { signal }) {
    const doc = container.ownerDocument;
    const entries = Array.from(container.querySelectorAll<HTMLElement>('.sc_matches_next .sc_matches_list .sc_match[data-item]'));
    const target = (entry: Element): HTMLElement | null => {
      const selector = entry.getAttribute('data-item') ?? '';
      try {
        return selector ? doc.querySelector<HTMLElement>(selector) : null;
      } catch {
        return null; // not a selector: nothing to show
      }
    };
    const undo = entries.map((entry) => {
      const restore = actAsButton(entry);
      const shown = target(entry);
      if (shown) entry.setAttribute('aria-controls', ensureId(shown, 'sc-match'));
      return () => {
        restore();
        entry.removeAttribute('aria-controls');
        entry.removeAttribute('aria-pressed');
      };
    });
    const mark = (chosen: Element | undefined) => {
      for (const entry of entries) entry.setAttribute('aria-pressed', String(entry === chosen));
    };
    // The fixture whose match is showing at load is the pressed one.
    mark(entries.find((entry) => {
      const shown = target(entry);
      return shown && shown.style.display !== 'none';
    }));

    container.addEventListener(
      'click',
      (event) => {
        const entry = (event.target as Element).closest?.<HTMLElement>('.sc_matches_list .sc_match[data-item]');
        if (!entry || !entries.includes(entry)) return;
        const shown = target(entry);
        if (!shown) return;
        for (const match of Array.from(container.querySelectorAll<HTMLElement>('.sc_matches_current .sc_match'))) {
          if (match !== shown) match.style.display = 'none';
        }
        fadeIn(shown, MATCH_FADE_MS);
        mark(entry);
      },
      { signal },
    );
    return () => undo.forEach((restore) => restore());
  },
});

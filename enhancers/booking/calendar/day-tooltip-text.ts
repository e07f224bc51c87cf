/** The "N Available" texts Booked prints as `title` on a day's `span.date.tooltipster`, kept once taken off. */
const texts = new WeakMap<Element, string>();

const ORIGINS = '.tooltipster[title]';

/**
 * Takes the titles off the month's tooltip origins and marks them `tooltipstered`, as tooltipster does at
 * load: the text then shows in the tooltip (`day-tooltip-view.tsx`), not as the browser's own title tip.
 * Returns the undo (titles and class back).
 */
export function takeTooltipTitles(wrap: Element): () => void {
  const taken: Element[] = [];
  for (const origin of Array.from(wrap.querySelectorAll(ORIGINS))) {
    texts.set(origin, origin.getAttribute('title') ?? '');
    origin.removeAttribute('title');
    origin.classList.add('tooltipstered');
    taken.push(origin);
  }
  return () => {
    for (const origin of taken) {
      origin.setAttribute('title', texts.get(origin) ?? '');
      origin.classList.remove('tooltipstered');
      texts.delete(origin);
    }
  };
}

/** The tooltip text of an origin whose title was taken, else undefined. */
export const tooltipTextOf = (origin: Element): string | undefined => texts.get(origin);

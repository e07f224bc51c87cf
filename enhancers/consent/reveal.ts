import { defineEnhancerModule } from '../../src/enhancer';
import { onceScrolledTo } from '../../src/scrolled-into-view';

/**
 * The longest `animation-duration` + `animation-delay` pair of a computed style, in ms
 * (both are comma lists, one entry per animation; unparseable entries count as 0).
 */
export function animationLengthMs(style: Pick<CSSStyleDeclaration, 'animationDuration' | 'animationDelay'>): number {
  const durations = cssTimes(style.animationDuration);
  const delays = cssTimes(style.animationDelay);
  return durations.reduce((longest, duration, index) => Math.max(longest, duration + (delays[index % delays.length] ?? 0)), 0);
}

function cssTimes(list: string | undefined): number[] {
  return (list ?? '').split(',').map((entry) => {
    const match = /^\s*(-?[\d.]+)(ms|s)\s*$/.exec(entry);
    if (!match) return 0;
    const value = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
    return Number.isFinite(value) ? value : 0;
  });
}

/**
 * The consent plugin's reveal (contract consent.md §5): a `[data-animation]` element gets
 * `data-animation-appearing` once it is scrolled into view (or past); when its CSS animation has run
 * (duration + delay) both attributes go and `data-animation-complete` is set. Without
 * IntersectionObserver it completes at once.
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const win = element.ownerDocument.defaultView;
    const complete = () => {
      element.removeAttribute('data-animation');
      element.removeAttribute('data-animation-appearing');
      element.setAttribute('data-animation-complete', '');
    };
    if (!win?.IntersectionObserver) {
      complete();
      return;
    }
    onceScrolledTo(
      element,
      () => {
        element.setAttribute('data-animation-appearing', '');
        const timer = setTimeout(complete, animationLengthMs(win.getComputedStyle(element)));
        signal.addEventListener('abort', () => clearTimeout(timer));
      },
      signal,
    );
  },
});

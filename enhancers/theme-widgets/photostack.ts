import { defineEnhancerModule } from '../../src/enhancer';
import { movedIndex } from '../../src/list-keys';

/** A repeatable scatter for the photos behind the current one: offsets in % and a tilt in degrees. */
export function scatter(index: number): { x: number; y: number; angle: number } {
  const wave = (seed: number) => Math.sin(index * 12.9898 + seed * 78.233) * 43758.5453 % 1;
  return { x: Math.round(wave(1) * 35), y: Math.round(wave(2) * 25), angle: Math.round(wave(3) * 25) };
}

/**
 * Photo-stack blog layout `.photostack`: the photos (`figure`s) lie scattered, the current one
 * (`photostack-current`) in front; navigation dots (buttons, arrow keys between them) bring another
 * photo to the front.
 */
export default defineEnhancerModule({
  mount(stack, { signal }) {
    const doc = stack.ownerDocument;
    const figures = Array.from(stack.querySelectorAll<HTMLElement>('figure'));
    if (figures.length === 0) return;
    let nav = stack.querySelector<HTMLElement>(':scope > nav');
    const made = !nav;
    if (!nav) {
      nav = doc.createElement('nav');
      stack.append(nav);
    }
    nav.classList.add('photostack-nav');
    nav.setAttribute('aria-label', 'Photos');
    const dots = figures.map((figure, index) => {
      const dot = doc.createElement('button');
      dot.type = 'button';
      dot.className = 'photostack-dot';
      const caption = figure.querySelector('figcaption, .photostack-title')?.textContent?.trim();
      dot.setAttribute('aria-label', caption ? `Photo ${index + 1}: ${caption}` : `Photo ${index + 1}`);
      nav!.append(dot);
      return dot;
    });
    const show = (current: number) => {
      figures.forEach((figure, index) => {
        const front = index === current;
        figure.classList.toggle('photostack-current', front);
        if (front) {
          figure.style.transform = '';
          figure.style.zIndex = String(figures.length + 1);
          figure.removeAttribute('aria-hidden');
        } else {
          const { x, y, angle } = scatter(index - current + figures.length);
          figure.style.transform = `translate(${x}%, ${y}%) rotate(${angle}deg)`;
          figure.style.zIndex = String(index + 1);
          figure.setAttribute('aria-hidden', 'true');
        }
        dots[index]!.setAttribute('aria-pressed', String(front));
        dots[index]!.classList.toggle('current', front);
        dots[index]!.tabIndex = front ? 0 : -1;
      });
    };
    stack.classList.add('photostack-start');
    show(0);
    nav.addEventListener(
      'click',
      (event) => {
        const index = dots.indexOf(event.target as HTMLButtonElement);
        if (index >= 0) show(index);
      },
      { signal },
    );
    nav.addEventListener(
      'keydown',
      (event) => {
        const index = dots.indexOf(event.target as HTMLButtonElement);
        const next = index < 0 ? undefined : movedIndex(event.key, index, dots.length);
        if (next === undefined) return;
        event.preventDefault();
        dots[next]!.focus();
        show(next);
      },
      { signal },
    );
    return () => {
      for (const dot of dots) dot.remove();
      if (made) nav!.remove();
      for (const figure of figures) {
        figure.classList.remove('photostack-current');
        figure.style.transform = '';
        figure.style.zIndex = '';
        figure.removeAttribute('aria-hidden');
      }
    };
  },
});

import { callPlugin } from './jquery-plugin';

const count = (image: Element, name: string) => Number(image.getAttribute(`data-alter-items-${name}`));

/**
 * DiveIt's "alter" portfolio (templates/portfolio.php prints each image's span in grid cells as
 * `data-alter-items-w/h` and the gap as `data-alter-item-space`): the images spanning more than one cell get the
 * height of the cells they span, measured on the first single-cell image, then isotope lays the grid out again.
 * core.init.js did it once isotope had started and on every resize of the window.
 */
export function sizeAlterItems(wrap: Element): void {
  const images = Array.from(wrap.querySelectorAll<HTMLElement>('.post_item_alter .post_featured img'));
  const single = images.find((image) => image.getAttribute('data-alter-items-w') === '1');
  if (!single) return;
  const cell = parseFloat(getComputedStyle(single).height) || 0;
  const space = Number(single.getAttribute('data-alter-item-space'));
  let resized = false;
  for (const image of images) {
    const [wide, tall] = [count(image, 'w'), count(image, 'h')];
    if (tall > 1) image.style.height = `${Math.round(tall * cell + (tall - 1) * (space + 1))}px`;
    else if (wide > 1) image.style.height = `${cell}px`;
    else continue;
    resized = true;
  }
  if (resized) callPlugin(wrap, 'isotope', 'layout');
}

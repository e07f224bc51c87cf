import { isDisplayed, runEffect } from './fade';

/** Shows the element by growing its height over `ms` (jQuery's slideDown). */
export function slideDown(element: HTMLElement, ms: number, onDone?: () => void): () => void {
  element.style.display = 'block';
  const height = element.scrollHeight;
  element.style.overflow = 'hidden';
  element.style.height = '0px';
  return runEffect(
    element,
    ms,
    () => (element.style.height = `${height}px`),
    () => {
      element.style.height = '';
      element.style.overflow = '';
      onDone?.();
    },
    'height',
  );
}

/** Hides the element by shrinking its height over `ms`, then display none (jQuery's slideUp). */
export function slideUp(element: HTMLElement, ms: number, onDone?: () => void): () => void {
  element.style.height = `${element.offsetHeight}px`;
  element.style.overflow = 'hidden';
  return runEffect(
    element,
    ms,
    () => (element.style.height = '0px'),
    () => {
      element.style.display = 'none';
      element.style.height = '';
      element.style.overflow = '';
      onDone?.();
    },
    'height',
  );
}

/** Slides down when hidden, up when shown; returns whether it is now opening. */
export function slideToggle(element: HTMLElement, ms: number): boolean {
  const opening = !isDisplayed(element) || element.style.height === '0px';
  if (opening) slideDown(element, ms);
  else slideUp(element, ms);
  return opening;
}

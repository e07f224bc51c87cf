/** The shortcode's calendar chooser (`select.booked_calendar_chooser`) next to this wrap, if any. */
export const chooserFor = (wrap: Element): HTMLSelectElement | null =>
  wrap.closest('.booked-calendar-shortcode-wrap')?.querySelector<HTMLSelectElement>('select.booked_calendar_chooser') ?? null;

/** The chooser is printed after an icon only: give it a name when the page did not. */
export function nameChooser(chooser: HTMLSelectElement | null): void {
  if (chooser && !chooser.hasAttribute('aria-label') && chooser.labels.length === 0) chooser.setAttribute('aria-label', 'Choose a calendar');
}

/**
 * The visitor chose another calendar than the one the server printed as selected (before the component that
 * follows the chooser was there: using the chooser is what woke it).
 */
export const choiceChanged = (chooser: HTMLSelectElement | null): boolean =>
  !!chooser && Array.from(chooser.options).some((option) => option.defaultSelected) && !chooser.options[chooser.selectedIndex]?.defaultSelected;

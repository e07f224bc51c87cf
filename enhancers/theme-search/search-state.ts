export type SearchState = 'closed' | 'opened' | 'fixed';

const states: SearchState[] = ['closed', 'opened', 'fixed'];

/** The box's `search_state_*` class (defect 13: both generations use these). */
export const searchState = (wrap: Element): SearchState =>
  states.find((state) => wrap.classList.contains(`search_state_${state}`)) ?? 'closed';

export function setSearchState(wrap: Element, state: 'closed' | 'opened', generationA: boolean): void {
  wrap.classList.remove('search_state_closed', 'search_state_opened');
  wrap.classList.add(`search_state_${state}`);
  wrap.querySelector('.search_submit')?.setAttribute('aria-expanded', String(state === 'opened'));
  // Generation A also marks its top panel (hides the menu behind the open field).
  if (generationA) wrap.closest('.top_panel_wrap')?.classList.toggle('search_opened', state === 'opened');
}

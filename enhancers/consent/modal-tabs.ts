import type { Cleanup } from '../../src/enhancer';
import { attributeChanges } from './attribute-changes';
import { movedIndex } from '../../src/list-keys';

const ACTIVE_BUTTON = 'wpgdprc-consent-modal__navigation-button--active';
const ACTIVE_DESCRIPTION = 'wpgdprc-consent-modal__description--active';

const tabButtons = (modal: Element): HTMLElement[] =>
  Array.from(modal.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__navigation button'));

const descriptions = (modal: Element): HTMLElement[] =>
  Array.from(modal.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__description'));

const panelOf = (modal: Element, button: Element): HTMLElement | undefined =>
  descriptions(modal).find((description) => description.getAttribute('data-target') === button.getAttribute('data-target'));

function markActive(modal: Element, active: Element | undefined): void {
  for (const button of tabButtons(modal)) {
    const on = button === active;
    button.classList.toggle(ACTIVE_BUTTON, on);
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
  }
}

/** Shows the clicked tab's description (contract §3 "Tabs"); false when it has none. */
export function showTab(modal: Element, button: Element): boolean {
  const panel = panelOf(modal, button);
  if (!panel) return false;
  markActive(modal, button);
  for (const description of descriptions(modal)) {
    description.style.display = description === panel ? 'flex' : 'none';
    description.classList.toggle(ACTIVE_DESCRIPTION, description === panel);
  }
  return true;
}

/** First tab and first description active, the others not, the inline display styles gone (defect 1). */
export function resetTabs(modal: Element): void {
  markActive(modal, tabButtons(modal)[0]);
  descriptions(modal).forEach((description, index) => {
    description.classList.toggle(ACTIVE_DESCRIPTION, index === 0);
    description.style.removeProperty('display');
    if (description.getAttribute('style') === '') description.removeAttribute('style');
  });
}

/**
 * Gives the navigation the WAI-ARIA tabs pattern (tablist, tabs, tabpanels, roving tabindex) and
 * arrow-key, Home and End support. Returns the undo.
 */
export function describeTabs(modal: Element): Cleanup {
  const changes = attributeChanges();
  const buttons = tabButtons(modal);
  const list = modal.querySelector('.wpgdprc-consent-modal__navigation-list');
  if (list) changes.set(list, 'role', 'tablist');
  buttons.forEach((button, index) => {
    const panel = panelOf(modal, button);
    if (button.parentElement?.tagName === 'LI') changes.set(button.parentElement, 'role', 'presentation');
    if (!button.id) changes.set(button, 'id', `${modal.id || 'wpgdprc-consent-modal'}-tab-${index}`);
    changes.set(button, 'role', 'tab');
    changes.set(button, 'aria-selected', String(button.classList.contains(ACTIVE_BUTTON)));
    changes.set(button, 'tabindex', button.classList.contains(ACTIVE_BUTTON) ? '0' : '-1');
    if (!panel) return;
    if (!panel.id) changes.set(panel, 'id', `${modal.id || 'wpgdprc-consent-modal'}-panel-${index}`);
    changes.set(button, 'aria-controls', panel.id);
    changes.set(panel, 'role', 'tabpanel');
    changes.set(panel, 'aria-labelledby', button.id);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const current = buttons.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = movedIndex(event.key, current, buttons.length);
    if (next === undefined) return;
    event.preventDefault();
    const button = buttons[next]!;
    showTab(modal, button);
    button.focus();
  };
  list?.addEventListener('keydown', onKeyDown as EventListener);
  return () => {
    list?.removeEventListener('keydown', onKeyDown as EventListener);
    changes.restore();
  };
}

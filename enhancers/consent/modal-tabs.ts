import { attributeChanges } from './attribute-changes';

const ACTIVE_BUTTON = 'wpgdprc-consent-modal__navigation-button--active';
const ACTIVE_DESCRIPTION = 'wpgdprc-consent-modal__description--active';

export const tabButtons = (modal: Element): HTMLElement[] =>
  Array.from(modal.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__navigation button'));

const descriptions = (modal: Element): HTMLElement[] =>
  Array.from(modal.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__description'));

export const panelOf = (modal: Element, button: Element): HTMLElement | undefined =>
  descriptions(modal).find((description) => description.getAttribute('data-target') === button.getAttribute('data-target'));

function markActive(modal: Element, active: Element | undefined): void {
  for (const button of tabButtons(modal)) {
    const on = button === active;
    button.classList.toggle(ACTIVE_BUTTON, on);
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
  }
}

/** Shows a tab's description (contract §3 "Tabs"): inline display flex, the others none; false when it has none. */
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
 * Gives the modal's server markup its ARIA: the dialog named by its title, and the navigation the
 * WAI-ARIA tabs pattern (tablist, tabs, tabpanels, roving tabindex). Returns the undo.
 */
export function describeModal(modal: HTMLElement, dialog: HTMLElement): () => void {
  const changes = attributeChanges();
  const base = modal.id || 'wpgdprc-consent-modal';
  const title = modal.querySelector('.wpgdprc-consent-modal__header .wpgdprc-consent-modal__title');
  if (title && dialog !== modal) {
    if (!title.id) changes.set(title, 'id', `${base}-title`);
    changes.set(dialog, 'aria-labelledby', title.id);
  }
  const list = modal.querySelector('.wpgdprc-consent-modal__navigation-list');
  if (list) changes.set(list, 'role', 'tablist');
  tabButtons(modal).forEach((button, index) => {
    const panel = panelOf(modal, button);
    if (button.parentElement?.tagName === 'LI') changes.set(button.parentElement, 'role', 'presentation');
    if (!button.id) changes.set(button, 'id', `${base}-tab-${index}`);
    changes.set(button, 'role', 'tab');
    changes.set(button, 'aria-selected', String(button.classList.contains(ACTIVE_BUTTON)));
    changes.set(button, 'tabindex', button.classList.contains(ACTIVE_BUTTON) ? '0' : '-1');
    if (!panel) return;
    if (!panel.id) changes.set(panel, 'id', `${base}-panel-${index}`);
    changes.set(button, 'aria-controls', panel.id);
    changes.set(panel, 'role', 'tabpanel');
    changes.set(panel, 'aria-labelledby', button.id);
  });
  return changes.restore;
}

import { readCookie } from '../../src/cookies';
import { holdDialogFocus } from '../../src/dialog-focus';
import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings } from '../../src/settings-consent';
import { attributeChanges } from './attribute-changes';
import { checkedConsentIds, clearSwitches, fillSwitches } from './modal-switches';
import { describeTabs, resetTabs, showTab } from './modal-tabs';
import { saveConsent } from './save-consent';

const SETTINGS_LINKS = '.wpgdprc-consents-settings-link, .wpgdprc-processor-settings-link';

const closest = (target: EventTarget | null, selector: string): Element | null =>
  target instanceof Element ? target.closest(selector) : null;

interface OpenState {
  /** The bar button or settings link that opened the modal (its aria-expanded follows the modal). */
  trigger: Element;
  bodyOverflow: string;
  releaseFocus: () => void;
}

/**
 * The consent settings modal (server markup, MicroModal semantics): opened by the bar's settings
 * button and by every settings link, present or inserted later, all through one path (defect 3);
 * tabs; switches filled from the cookie; Save sends the checked ids; Escape, the overlay and the
 * close button close it; closing resets it (defect 1) and returns focus to the opener.
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(element, { settings, signal, report }) {
    const modal = element as HTMLElement;
    const doc = modal.ownerDocument;
    const dialog = modal.querySelector<HTMLElement>('[role="dialog"]') ?? modal;
    const changes = attributeChanges();
    const title = modal.querySelector('.wpgdprc-consent-modal__header .wpgdprc-consent-modal__title');
    if (title && dialog !== modal) {
      if (!title.id) changes.set(title, 'id', `${modal.id || 'wpgdprc-consent-modal'}-title`);
      changes.set(dialog, 'aria-labelledby', title.id);
    }
    const undoTabs = describeTabs(modal);
    let open: OpenState | undefined;

    const show = (trigger: Element, opener: Element | null) => {
      if (open) return;
      resetTabs(modal);
      fillSwitches(modal, readCookie(settings.cookieName));
      modal.classList.add('is-open');
      modal.setAttribute('aria-hidden', 'false');
      trigger.setAttribute('aria-expanded', 'true');
      const bodyOverflow = doc.body.style.overflow;
      doc.body.style.overflow = 'hidden';
      open = { trigger, bodyOverflow, releaseFocus: holdDialogFocus(dialog, { onEscape: hide, returnTo: opener }) };
    };

    const hide = () => {
      if (!open) return;
      const { trigger, bodyOverflow, releaseFocus } = open;
      open = undefined;
      releaseFocus(); // while the modal is still shown, so focus can leave it
      modal.classList.remove('is-open');
      modal.setAttribute('aria-hidden', 'true');
      trigger.setAttribute('aria-expanded', 'false');
      doc.body.style.overflow = bodyOverflow;
      resetTabs(modal);
      clearSwitches(modal);
    };

    const triggerOf = (target: EventTarget | null): Element | null => {
      const link = closest(target, SETTINGS_LINKS);
      if (link) return link;
      const button = closest(target, '[data-micromodal-trigger]');
      return button && modal.id && button.getAttribute('data-micromodal-trigger') === modal.id ? button : null;
    };

    // One listener on the document serves every opener, including links inserted later.
    const openFromTrigger = (event: MouseEvent) => {
      const trigger = triggerOf(event.target);
      if (!trigger || modal.contains(trigger)) return;
      event.preventDefault();
      // A menu item carries the class on its <li>: focus returns to the link inside that was clicked.
      show(trigger, closest(event.target, 'a[href], button, input, [tabindex]') ?? doc.activeElement);
    };
    doc.addEventListener('click', openFromTrigger, { signal });

    // A press that starts inside the dialog and ends on the overlay (selecting text) is not a click on the overlay.
    let pressedOn: EventTarget | null = null;
    modal.addEventListener('pointerdown', (event) => (pressedOn = event.target), { signal });
    const click = (event: MouseEvent) => {
      const pressedElsewhere = pressedOn !== null && pressedOn !== event.target;
      pressedOn = null;
      const tab = closest(event.target, '.wpgdprc-consent-modal__navigation button');
      const save = closest(event.target, '.wpgdprc-button--secondary');
      const closer = closest(event.target, '[data-micromodal-close]');
      if (tab) {
        event.preventDefault();
        showTab(modal, tab);
      } else if (save) {
        event.preventDefault();
        saveConsent(settings, checkedConsentIds(modal), save, signal).catch(report);
      } else if (closer && modal.contains(closer)) {
        // The overlay wraps the dialog and closes only when it is itself clicked; a close button
        // closes on a click anywhere inside it, its icon included (defect 8).
        if (closer.contains(dialog) && (event.target !== closer || pressedElsewhere)) return;
        event.preventDefault();
        hide();
      }
    };
    modal.addEventListener('click', click, { signal });

    return () => {
      hide();
      undoTabs();
      changes.restore();
    };
  },
});

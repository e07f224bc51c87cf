import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { readCookie } from '../../src/cookies';
import { movedIndex } from '../../src/list-keys';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { useDialogFocus } from '../../src/use-dialog-focus';
import { useServerEvent } from '../../src/use-server-event';
import { checkedConsentIds, clearSwitches, fillSwitches } from './modal-switches';
import { describeModal, panelOf, resetTabs, showTab, tabButtons } from './modal-tabs';
import { useConsentSave } from './use-consent-save';

const SETTINGS_LINKS = '.wpgdprc-consents-settings-link, .wpgdprc-processor-settings-link';

const closest = (target: EventTarget | null, selector: string): Element | null =>
  target instanceof Element ? target.closest(selector) : null;

interface Opening {
  /** The bar button or settings link that opened the modal (its aria-expanded follows the modal). */
  trigger: Element;
  /** Where focus returns on close. */
  opener: Element | null;
}

/**
 * The consent settings modal (server markup, MicroModal semantics): opened by the bar's settings
 * button and by every settings link, present or inserted later, all through one path (defect 3);
 * tabs; switches filled from the cookie; Save sends the checked ids; Escape, the overlay and the
 * close button close it; closing resets it (defect 1) and returns focus to the opener.
 * State: whether it is open (and by what) and which tab is shown. The switches are the server's
 * checkboxes and hold the visitor's choice: filled on open, cleared on close, read on Save.
 */
function ConsentModal({ element: modal, settings, signal }: ServerMarkupProps<ConsentSettings>) {
  const doc = modal.ownerDocument;
  const parts = useMemo(
    () => ({
      dialog: modal.querySelector<HTMLElement>('[role="dialog"]') ?? modal,
      tabs: tabButtons(modal),
      list: modal.querySelector<HTMLElement>('.wpgdprc-consent-modal__navigation-list'),
    }),
    [modal],
  );
  const dialogRef = useRef(parts.dialog);
  const [opening, setOpening] = useState<Opening | null>(null);
  // The tab the visitor chose; null: the first, as the server prints it and as every opening starts.
  const [tab, setTab] = useState<HTMLElement | null>(null);
  const consent = useConsentSave(settings, signal);
  const returnFocus = useRef<() => void>(() => undefined);

  // Focus goes back first, while the modal is still shown (and before React's commit, which would
  // put it back where it was before its changes).
  const close = () => {
    returnFocus.current();
    setOpening(null);
    setTab(null);
  };

  useLayoutEffect(() => {
    if (!tab) return;
    showTab(modal, tab);
    return () => resetTabs(modal);
  }, [modal, tab]);

  // Declared before the focus hold: the modal is shown before focus moves in, and focus leaves before it hides.
  useLayoutEffect(() => {
    if (!opening) return;
    const { trigger } = opening;
    fillSwitches(modal, readCookie(settings.cookieName));
    modal.classList.add('is-open');
    modal.setAttribute('aria-hidden', 'false');
    trigger.setAttribute('aria-expanded', 'true');
    const bodyOverflow = doc.body.style.overflow;
    doc.body.style.overflow = 'hidden';
    return () => {
      returnFocus.current(); // on unmount; a close has already done it
      modal.classList.remove('is-open');
      modal.setAttribute('aria-hidden', 'true');
      trigger.setAttribute('aria-expanded', 'false');
      doc.body.style.overflow = bodyOverflow;
      clearSwitches(modal);
    };
  }, [modal, doc, opening, settings.cookieName]);

  returnFocus.current = useDialogFocus(dialogRef, {
    active: opening !== null,
    modal: true,
    onEscape: () => flushSync(close),
    returnTo: opening?.opener ?? null,
  });

  // Last, so that its undo comes after closing and resetting on unmount.
  useLayoutEffect(() => describeModal(modal, parts.dialog), [modal, parts]);

  // One listener on the document serves every opener, including links inserted later.
  useServerEvent(doc, 'click', (event) => {
    const target = event.target;
    const link = closest(target, SETTINGS_LINKS);
    const button = closest(target, '[data-micromodal-trigger]');
    const trigger = link ?? (button && modal.id && button.getAttribute('data-micromodal-trigger') === modal.id ? button : null);
    if (!trigger || modal.contains(trigger)) return;
    event.preventDefault();
    // A menu item carries the class on its <li>: focus returns to the link inside that was clicked.
    const opener = closest(target, 'a[href], button, input, [tabindex]') ?? doc.activeElement;
    setOpening((current) => current ?? { trigger, opener });
  });

  useServerEvent(parts.list, 'keydown', (event) => {
    const current = parts.tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = movedIndex(event.key, current, parts.tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const button = parts.tabs[next]!;
    if (panelOf(modal, button)) setTab(button);
    button.focus();
  });

  // A press that starts inside the dialog and ends on the overlay (selecting text) is not a click on the overlay.
  const pressedOn = useRef<EventTarget | null>(null);
  useServerEvent(modal, 'pointerdown', (event) => {
    pressedOn.current = event.target;
  });
  useServerEvent(modal, 'click', (event) => {
    const pressedElsewhere = pressedOn.current !== null && pressedOn.current !== event.target;
    pressedOn.current = null;
    const tabButton = closest(event.target, '.wpgdprc-consent-modal__navigation button');
    const save = closest(event.target, '.wpgdprc-button--secondary');
    const closer = closest(event.target, '[data-micromodal-close]');
    if (tabButton) {
      event.preventDefault();
      if (panelOf(modal, tabButton)) setTab(tabButton as HTMLElement);
    } else if (save) {
      event.preventDefault();
      consent.save(checkedConsentIds(modal), save);
    } else if (closer && modal.contains(closer)) {
      // The overlay wraps the dialog and closes only when it is itself clicked; a close button
      // closes on a click anywhere inside it, its icon included (defect 8).
      if (closer.contains(parts.dialog) && (event.target !== closer || pressedElsewhere)) return;
      event.preventDefault();
      close();
    }
  });

  return consent.failure;
}

export default defineComponent(ConsentModal, { settings: readConsentSettings });

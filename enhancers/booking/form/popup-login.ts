import type { BookedSettings } from '../../../src/settings-booking';
import { serializeForm } from '../../../src/serialize-form';
import { postSerializedForm } from '../booked-post';
import { resizeModal, type BookedModal } from '../modal/modal-shell';
import { showStatus } from '../status-line';
import { bookedText, usesFontAwesome } from '../texts';
import { showForgotPassword } from './form-switches';

const setSubmitting = (form: HTMLFormElement, on: boolean) => {
  const buttons = Array.from(form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('[type="submit"]'));
  for (const button of buttons) button.disabled = on;
  // A disabled button loses the focus: a keyboard visitor gets it back with the button.
  const active = form.ownerDocument.activeElement;
  if (!on && (!active || active === form.ownerDocument.body)) buttons[0]?.focus();
};

/**
 * Popup login (`form#ajaxlogin`, serialised as it is): `success` calls `loggedIn`; anything else shows
 * the wrong-credentials text, a failed request its own message. Typed values are kept.
 */
export async function submitPopupLogin(form: HTMLFormElement, modal: BookedModal, settings: BookedSettings, loggedIn: () => void): Promise<void> {
  const status = form.querySelector<HTMLElement>('p.status');
  const fontAwesome = usesFontAwesome(settings);
  showStatus(status, 'wait', bookedText(settings, 'i18n_please_wait'), fontAwesome);
  setSubmitting(form, true);
  const answer = await postSerializedForm(settings.ajaxUrl, serializeForm(form), 'booked_ajax_login', modal.signal);
  if (modal.signal.aborted) return;
  setSubmitting(form, false);
  if (answer.ok && answer.value.trim() === 'success') {
    loggedIn();
    return;
  }
  showStatus(status, 'alert', answer.ok ? bookedText(settings, 'i18n_wrong_username_pass') : answer.message, fontAwesome);
  resizeModal(modal);
}

/** Forgot password (`form#ajaxforgot`): `success` returns to the login form with the reset notice. */
export async function submitForgotPassword(form: HTMLFormElement, modal: BookedModal, settings: BookedSettings): Promise<void> {
  const root = modal.window;
  const fontAwesome = usesFontAwesome(settings);
  const status = form.querySelector<HTMLElement>('p.status');
  showStatus(status, 'wait', bookedText(settings, 'i18n_please_wait'), fontAwesome);
  setSubmitting(form, true);
  const answer = await postSerializedForm(settings.ajaxUrl, serializeForm(form), 'booked_ajax_forgot', modal.signal);
  if (modal.signal.aborted) return;
  setSubmitting(form, false);
  if (answer.ok && answer.value.trim() === 'success') {
    status?.replaceChildren();
    showForgotPassword(root, false);
    showStatus(root.querySelector<HTMLElement>('#ajaxlogin p.status'), 'check', bookedText(settings, 'i18n_password_reset'), fontAwesome);
  } else {
    showStatus(status, 'alert', answer.ok ? bookedText(settings, 'i18n_password_reset_error') : answer.message, fontAwesome);
  }
  resizeModal(modal);
}

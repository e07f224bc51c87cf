import { useRef, useState } from 'react';
import type { BookedSettings } from '../../../src/settings-booking';
import { serializeForm } from '../../../src/serialize-form';
import { postSerializedForm } from '../booked-post';
import type { BookedModal } from '../modal/modal-shell';
import type { Status } from '../status-line';
import { bookedText } from '../texts';

export interface PopupLogin {
  loginStatus: Status | null;
  forgotStatus: Status | null;
  /** The login form's submit buttons are disabled while it is sent. */
  signingIn: boolean;
  resetting: boolean;
  signIn(form: HTMLFormElement): void;
  resetPassword(form: HTMLFormElement): void;
}

/**
 * The popup login (`form#ajaxlogin`, serialised as it is: `success` calls `loggedIn`, anything else says
 * the wrong-credentials text, a failed request its own message) and forgot password (`form#ajaxforgot`:
 * `success` goes back to the login form with the reset notice). Typed values are kept.
 */
export function usePopupLogin(
  modal: BookedModal,
  settings: BookedSettings,
  { loggedIn, backToLogin }: { loggedIn(form: HTMLFormElement): void; backToLogin(): void },
): PopupLogin {
  const [loginStatus, setLoginStatus] = useState<Status | null>(null);
  const [forgotStatus, setForgotStatus] = useState<Status | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [resetting, setResetting] = useState(false);
  const sending = useRef(false);
  const wait = (): Status => ({ icon: 'wait', text: bookedText(settings, 'i18n_please_wait') });

  async function signInNow(form: HTMLFormElement): Promise<void> {
    setLoginStatus(wait());
    setSigningIn(true);
    const answer = await postSerializedForm(settings.ajaxUrl, serializeForm(form), 'booked_ajax_login', modal.signal);
    if (modal.signal.aborted) return;
    setSigningIn(false);
    if (answer.ok && answer.value.trim() === 'success') {
      loggedIn(form);
      return;
    }
    setLoginStatus({ icon: 'alert', text: answer.ok ? bookedText(settings, 'i18n_wrong_username_pass') : answer.message });
  }

  async function resetNow(form: HTMLFormElement): Promise<void> {
    setForgotStatus(wait());
    setResetting(true);
    const answer = await postSerializedForm(settings.ajaxUrl, serializeForm(form), 'booked_ajax_forgot', modal.signal);
    if (modal.signal.aborted) return;
    setResetting(false);
    if (answer.ok && answer.value.trim() === 'success') {
      setForgotStatus(null);
      backToLogin();
      setLoginStatus({ icon: 'check', text: bookedText(settings, 'i18n_password_reset') });
    } else {
      setForgotStatus({ icon: 'alert', text: answer.ok ? bookedText(settings, 'i18n_password_reset_error') : answer.message });
    }
  }

  return {
    loginStatus,
    forgotStatus,
    signingIn,
    resetting,
    signIn(form) {
      if (sending.current) return;
      sending.current = true;
      void signInNow(form).finally(() => {
        sending.current = false;
      });
    },
    resetPassword: (form) => void resetNow(form),
  };
}

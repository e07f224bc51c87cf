import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings } from '../../src/settings-consent';
import { startLoading } from './body-loading';
import { postConsentAction, processAnswer } from './consent-request';
import { announceMessages, hideMessage, showMessage } from './form-message';
import { formOutcome } from './form-outcome';

/**
 * The access-request form: sends the e-mail address and the consent box as `access_request`; shows
 * the server's answer as text; on success resets the form, on error focuses the e-mail field.
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(element, { settings, signal, report }) {
    const form = element as HTMLFormElement;
    const message = form.querySelector<HTMLElement>('.wpgdprc-message');
    const email = form.querySelector<HTMLInputElement>('#wpgdprc-form__email, input[name="wpgdprc_email"]');
    const consent = form.querySelector<HTMLInputElement>('#wpgdprc-form__consent, input[name="wpgdprc_consent"]');
    const action = `${settings.pluginPrefix}_process_action`;
    let sending = false;

    const send = async () => {
      sending = true;
      const done = startLoading(form.ownerDocument);
      hideMessage(message, 'style');
      try {
        const data = { type: 'access_request', email: email?.value ?? '', consent: consent?.checked ?? false };
        const outcome = formOutcome(action, await postConsentAction(settings, action, data, processAnswer, signal));
        if (!outcome) return;
        if (outcome.ok) {
          if (outcome.text) form.reset();
          email?.blur();
        } else {
          email?.focus();
        }
        showMessage(message, outcome.ok, outcome.text);
      } finally {
        sending = false;
        done();
      }
    };

    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (!sending) send().catch(report);
      },
      { signal },
    );
    return announceMessages(message);
  },
});

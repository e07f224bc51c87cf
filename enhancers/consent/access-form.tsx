import { useMemo } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { useRequestState, type RequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { postConsentAction, processAnswer } from './consent-request';
import { FormMessage, messageOf, type MessageView } from './form-message';
import { formOutcome } from './form-outcome';
import { useBodyLoading } from './use-body-loading';

/** The message for a request's state: untouched before the first, hidden while one runs, then its answer. */
function viewOf(state: RequestState<string | undefined>): MessageView | undefined {
  switch (state.status) {
    case 'idle':
      return undefined;
    case 'busy':
      return null;
    case 'done':
      return messageOf(true, state.result);
    case 'failed':
      return messageOf(false, state.message);
  }
}

/**
 * The access-request form: sends the e-mail address and the consent box as `access_request`; shows
 * the server's answer as text; on success resets the form, on error focuses the e-mail field. The fields
 * are the server's and keep the visitor's input.
 */
function AccessForm({ element: form, settings, signal, report }: ServerMarkupProps<ConsentSettings, HTMLFormElement>) {
  const fields = useMemo(
    () => ({
      message: form.querySelector<HTMLElement>('.wpgdprc-message'),
      email: form.querySelector<HTMLInputElement>('#wpgdprc-form__email, input[name="wpgdprc_email"]'),
      consent: form.querySelector<HTMLInputElement>('#wpgdprc-form__consent, input[name="wpgdprc_consent"]'),
    }),
    [form],
  );
  const { state, run } = useRequestState<string | undefined>();
  useBodyLoading(form.ownerDocument, state.status === 'busy');

  // Resolves to the success text (possibly none); rejects with the error text to show.
  const send = async (): Promise<string | undefined> => {
    const { email, consent } = fields;
    const action = `${settings.pluginPrefix}_process_action`;
    const data = { type: 'access_request', email: email?.value ?? '', consent: consent?.checked ?? false };
    let outcome;
    try {
      outcome = formOutcome(action, await postConsentAction(settings, action, data, processAnswer, signal));
    } catch (error) {
      report(error);
      return undefined;
    }
    if (!outcome) return undefined;
    if (!outcome.ok) {
      email?.focus();
      throw new Error(outcome.text);
    }
    if (outcome.text) form.reset();
    email?.blur();
    return outcome.text;
  };

  useServerEvent(form, 'submit', (event) => {
    event.preventDefault();
    run(send);
  });

  const view = useMemo(() => viewOf(state), [state]);
  return <FormMessage element={fields.message} view={view} hideBy="style" />;
}

export default defineComponent(AccessForm, { settings: readConsentSettings });

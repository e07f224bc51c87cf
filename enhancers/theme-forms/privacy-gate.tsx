import { useLayoutEffect } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useControlState } from '../../src/use-control-state';
import { useServerEvent } from '../../src/use-server-event';

/**
 * A privacy checkbox (`i_agree_privacy_policy`, `gdpr_terms`, `wpgdprc`) enables its form's submit
 * buttons while checked and disables them otherwise, at once and on every change (also after a reset).
 */
function PrivacyGate({ element: checkbox }: ServerMarkupProps<undefined, HTMLInputElement>) {
  // A new object on every change: the buttons are set again even when the value did not change.
  const [state, reread] = useControlState(checkbox, 'change', () => ({ checked: checkbox.checked }));
  const form = checkbox.closest('form');

  useLayoutEffect(() => {
    checkbox.classList.add('inited');
    return () => checkbox.classList.remove('inited');
  }, [checkbox]);
  useLayoutEffect(() => {
    form?.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"]').forEach((button) => {
      if (state.checked) button.removeAttribute('disabled');
      else button.setAttribute('disabled', 'disabled');
    });
  }, [form, state]);

  // The reset event comes before the fields are reset.
  useServerEvent(form, 'reset', () => void setTimeout(reread));
  return null;
}

export default defineComponent(PrivacyGate);

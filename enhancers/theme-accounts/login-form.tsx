import { useRef } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { submitNatively } from '../../src/submit-natively';
import { useServerEvent } from '../../src/use-server-event';
import { useFormAttempt } from '../theme-forms/form-attempt';
import { useResultBoxes } from '../theme-forms/result-box';

const submit = () => import('./login-submit');

/**
 * The login popup's form: checked, then sent by AJAX (or natively without `login_via_ajax`), one
 * attempt at a time. Its result boxes are rendered here; the visitor's entries stay in place.
 */
function LoginForm({ element: form, signal, report }: ServerMarkupProps<undefined, HTMLFormElement>) {
  const { show, boxes } = useResultBoxes(form);
  const attempt = useFormAttempt(form, submit, { signal, report });
  /** The valid form's own submit, let through once. */
  const native = useRef(false);
  useServerEvent(form, 'submit', (event) => {
    if (native.current) return void (native.current = false);
    event.preventDefault();
    const { submitter } = event;
    attempt(async ({ submitLogin }) => {
      if ((await submitLogin(form, signal, show)) !== 'native') return;
      native.current = true;
      submitNatively(form, submitter);
    });
  });
  return <>{boxes}</>;
}

export default defineComponent(LoginForm);

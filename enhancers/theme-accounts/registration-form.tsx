import { useLayoutEffect } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useFormAttempt } from '../theme-forms/form-attempt';
import { useResultBoxes } from '../theme-forms/result-box';

const submit = () => import('./registration-submit');
const NARROW = '(max-width: 639px)';

/** The registration popup's form: never submits natively; checked and sent one attempt at a time. */
function RegistrationForm({ element: form, signal, report }: ServerMarkupProps<undefined, HTMLFormElement>) {
  const { show, boxes } = useResultBoxes(form);
  const attempt = useFormAttempt(form, submit, { signal, report });
  useLayoutEffect(() => (form.closest('.header_mobile') ? followNarrowLayout(form) : undefined), [form]);
  useServerEvent(form, 'submit', (event) => {
    event.preventDefault();
    attempt(({ submitRegistration }) => submitRegistration(form, signal, show));
  });
  return <>{boxes}</>;
}

/** B's mobile copy: below 640 px the passwords column moves under the e-mail field, and back from 640 px. */
function followNarrowLayout(form: HTMLFormElement): (() => void) | undefined {
  const media = form.ownerDocument.defaultView?.matchMedia?.(NARROW);
  const right = form.querySelector(':scope > .form_right, .form_left > .form_right');
  const left = form.querySelector(':scope > .form_left');
  const email = form.querySelector('.email_field');
  if (!media || !right || !left || !email) return undefined;
  const apply = () => (media.matches ? email.after(right) : left.after(right));
  apply();
  media.addEventListener('change', apply);
  return () => {
    media.removeEventListener('change', apply);
    left.after(right);
  };
}

export default defineComponent(RegistrationForm);

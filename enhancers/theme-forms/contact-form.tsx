import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useFormAttempt } from './form-attempt';
import { useResultBoxes } from './result-box';

const send = () => import('./contact-form-send');

/**
 * The theme's contact forms never submit natively: each submit is checked and sent, one at a time.
 * The result box is rendered here; the visitor's entries stay in place (reset only after success).
 */
function ContactForm({ element: form, signal, report }: ServerMarkupProps<undefined, HTMLFormElement>) {
  const { show, boxes } = useResultBoxes(form);
  const attempt = useFormAttempt(form, send, { signal, report });
  useServerEvent(form, 'submit', (event) => {
    event.preventDefault();
    attempt(({ submitContactForm }) => submitContactForm(form, signal, show));
  });
  return <>{boxes}</>;
}

export default defineComponent(ContactForm);

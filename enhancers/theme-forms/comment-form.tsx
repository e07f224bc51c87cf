import { useLayoutEffect, useRef } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { submitNatively } from '../../src/submit-natively';
import { useServerEvent } from '../../src/use-server-event';
import { useFormAttempt } from './form-attempt';
import { useResultBoxes } from './result-box';

const check = () => import('./comment-form-check');

/**
 * The comment form (`form#commentform`): checked before it goes out (errors in the result box rendered
 * here); a valid form submits natively, once (a second submit while the page is leaving is ignored).
 */
function CommentForm({ element: form, signal, report }: ServerMarkupProps<undefined, HTMLFormElement>) {
  const { show, boxes } = useResultBoxes(form);
  const attempt = useFormAttempt(form, check, { signal, report, busyElement: null });
  /** The checked form's own submit, let through once. */
  const checked = useRef(false);
  /** The form went out: the page is leaving. */
  const sent = useRef(false);

  useLayoutEffect(() => {
    // Back through the history cache: the form may be sent again.
    const view = form.ownerDocument.defaultView;
    const again = () => void (sent.current = false);
    view?.addEventListener('pageshow', again);
    return () => view?.removeEventListener('pageshow', again);
  }, [form]);

  useServerEvent(form, 'submit', (event) => {
    if (checked.current) {
      checked.current = false;
      sent.current = true;
      // Another script may still cancel this submit: then the form stays usable.
      setTimeout(() => event.defaultPrevented && (sent.current = false));
      return;
    }
    event.preventDefault();
    if (sent.current) return;
    const { submitter } = event;
    const sendNatively = () => {
      checked.current = true;
      submitNatively(form, submitter);
    };
    // Without the checks (their code failed to load) the server still validates.
    attempt(({ checkCommentForm }) => checkCommentForm(form, show) && sendNatively(), sendNatively);
  });
  return <>{boxes}</>;
}

export default defineComponent(CommentForm);

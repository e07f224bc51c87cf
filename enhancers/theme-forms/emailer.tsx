import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useFormAttempt } from './form-attempt';

const send = () => import('./emailer-send');

/**
 * The e-mail subscription box (`.sc_emailer`): its button's first click opens it (`sc_emailer_opened`,
 * focus to the input), later clicks submit, one at a time (the button is `aria-busy` meanwhile).
 */
function Emailer({ element: box, signal, report }: ServerMarkupProps) {
  const button = useMemo(() => box.querySelector<HTMLButtonElement>('.sc_emailer_button'), [box]);
  const input = useMemo(() => box.querySelector<HTMLInputElement>('.sc_emailer_input'), [box]);
  const usable = button !== null && input !== null;
  const [opened, setOpened] = useState(() => box.classList.contains('sc_emailer_opened'));
  /** Opened by the visitor: the input takes focus once the box shows it. */
  const focusInput = useRef(false);
  const attempt = useFormAttempt(box, send, { signal, report, busyElement: usable ? button : null, busyClass: '' });

  useLayoutEffect(() => {
    if (!usable) return;
    if (opened) box.classList.add('sc_emailer_opened');
    button.setAttribute('aria-expanded', String(opened));
    if (opened && focusInput.current) {
      focusInput.current = false;
      input.focus();
    }
  }, [usable, box, button, input, opened]);
  useLayoutEffect(() => (usable ? () => button.removeAttribute('aria-expanded') : undefined), [usable, button]);

  useServerEvent(usable ? button : null, 'click', (event) => {
    event.preventDefault();
    if (!usable) return;
    if (!opened) {
      focusInput.current = true;
      setOpened(true);
      return;
    }
    attempt(({ submitEmailer }) => submitEmailer(button, input, signal));
  });
  return null;
}

export default defineComponent(Emailer);

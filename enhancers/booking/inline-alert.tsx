import { createPortal } from 'react-dom';
import { usePlacedElement } from '../../src/use-placed-element';

/** A failure sentence to show; each one is a new object, so the same words again are a new alert. */
export interface AlertMessage {
  readonly text: string;
}

export const alertMessage = (text: string): AlertMessage => ({ text });

/** The failure line the booking components show: `<p class="booked-enhance-alert" role="alert">text</p>`. */
export function AlertLine({ message }: { message: AlertMessage }) {
  return (
    <p className="booked-enhance-alert" role="alert">
      {message.text}
    </p>
  );
}

/**
 * The same line where it has to sit in the server markup (after a calendar, at the top of a list, under a
 * heading): `place` puts the element there; a new message replaces the line (announced again), none removes it.
 */
export function PlacedAlert({ message, place }: { message: AlertMessage | null; place(alert: HTMLElement): void }) {
  const line = usePlacedElement(() => {
    if (!message) return null;
    const alert = document.createElement('p');
    alert.className = 'booked-enhance-alert';
    alert.setAttribute('role', 'alert');
    place(alert);
    return alert;
  }, [message]);
  return line && message ? createPortal(<>{message.text}</>, line) : null;
}

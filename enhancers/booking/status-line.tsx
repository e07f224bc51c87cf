import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export type StatusIcon = 'wait' | 'alert' | 'check';

/** What a form's status line says: an icon and a sentence (server messages included, as text). */
export interface Status {
  icon: StatusIcon;
  text: string;
}

const bookedIcons: Record<StatusIcon, string> = {
  wait: 'booked-icon booked-icon-spinner-clock booked-icon-spin',
  alert: 'booked-icon booked-icon-alert',
  check: 'booked-icon booked-icon-check',
};
// Booked 2.4 draws its status icons with Font Awesome.
const fontAwesomeIcons: Record<StatusIcon, string> = {
  wait: 'fa-solid fa-circle-notch fa-spin',
  alert: 'fa-solid fa-triangle-exclamation',
  check: 'fa-solid fa-check',
};
const colors: Partial<Record<StatusIcon, string>> = { alert: '#E35656', check: '#56c477' };

/**
 * A form's `p.status` line (server markup): icon, two no-break spaces, then the text as text. The line is
 * shown when it first says something (booked.css hides `#newAppointmentForm p.status` and `#ajaxlogin
 * p.status` until the script shows them), emptied of whatever the server put there, and is a polite live
 * region so changes are announced. With no status its content goes; the line stays as it was left.
 */
export function StatusLine({ line, status, fontAwesome }: { line: HTMLElement | null; status: Status | null; fontAwesome: boolean }) {
  const [taken, setTaken] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!line || !status) return;
    line.style.display = 'block';
    if (!line.hasAttribute('aria-live')) line.setAttribute('aria-live', 'polite');
    if (taken !== line) {
      line.replaceChildren();
      setTaken(line);
    }
  }, [line, status, taken]);
  if (!line || !status || taken !== line) return null;
  const color = colors[status.icon];
  return createPortal(
    <>
      <i className={(fontAwesome ? fontAwesomeIcons : bookedIcons)[status.icon]} aria-hidden="true" style={color ? { color } : undefined} />
      {'\u00a0\u00a0'}
      <span style={{ whiteSpace: 'pre-line' }}>{status.text}</span>
    </>,
    line,
  );
}

export type StatusIcon = 'wait' | 'alert' | 'check';

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
 * Writes a form's `p.status` line: icon, two no-break spaces, then the text as text (server messages
 * included), and shows the line: booked.css hides `#newAppointmentForm p.status` and `#ajaxlogin p.status`
 * until the script shows them. The line is a polite live region so the change is announced.
 */
export function showStatus(status: HTMLElement | null | undefined, icon: StatusIcon, text: string, fontAwesome: boolean): void {
  if (!status) return;
  status.style.display = 'block';
  const doc = status.ownerDocument;
  const mark = doc.createElement('i');
  mark.className = (fontAwesome ? fontAwesomeIcons : bookedIcons)[icon];
  mark.setAttribute('aria-hidden', 'true');
  const color = colors[icon];
  if (color) mark.style.color = color;
  const message = doc.createElement('span');
  message.style.whiteSpace = 'pre-line';
  message.textContent = text;
  if (!status.hasAttribute('aria-live')) status.setAttribute('aria-live', 'polite');
  status.replaceChildren(mark, '\u00a0\u00a0', message);
}

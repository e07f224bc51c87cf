/**
 * The visible line under the consent buttons when a save fails (the plugin itself only logs it). It uses
 * the plugin's own `.wpgdprc-message--error` style, sits after the pressed button's column and is an alert.
 */
export function showSaveFailure(button: Element, text: string): void {
  const column = button.parentElement ?? button;
  clearSaveFailure(button);
  const line = button.ownerDocument.createElement('p');
  line.className = 'wpgdprc-message wpgdprc-message--error wpgdprc-save-failure';
  line.setAttribute('role', 'alert');
  line.textContent = text;
  column.after(line);
}

export function clearSaveFailure(button: Element): void {
  const column = button.parentElement ?? button;
  const next = column.nextElementSibling;
  if (next?.classList.contains('wpgdprc-save-failure')) next.remove();
}

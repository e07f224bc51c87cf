const SUCCESS = 'wpgdprc-message--success';
const ERROR = 'wpgdprc-message--error';

/** Empties and hides a form's `.wpgdprc-message`: by inline style (access form) or `is-hidden` (deletion forms). */
export function hideMessage(message: HTMLElement | null, by: 'style' | 'class'): void {
  if (!message) return;
  if (by === 'style') message.style.display = 'none';
  else message.classList.add('is-hidden');
  message.classList.remove(SUCCESS, ERROR);
  message.textContent = '';
}

/** Shows server text as text, in the success or error style. */
export function showMessage(message: HTMLElement | null, ok: boolean, text: string): void {
  if (!message || !text) return;
  message.textContent = text;
  message.classList.remove('is-hidden', ok ? ERROR : SUCCESS);
  message.classList.add(ok ? SUCCESS : ERROR);
  message.style.removeProperty('display');
  if (message.getAttribute('style') === '') message.removeAttribute('style');
}

/** Makes the message area a polite live region so the result is announced; returns the undo. */
export function announceMessages(message: HTMLElement | null): () => void {
  if (!message || message.hasAttribute('aria-live')) return () => undefined;
  message.setAttribute('aria-live', 'polite');
  return () => message.removeAttribute('aria-live');
}

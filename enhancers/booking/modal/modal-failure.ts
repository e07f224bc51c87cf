import { fillModal, revealModal, type BookedModal } from './modal-shell';

/** Shows a failure inside the modal (as text) with a close button, instead of content that did not load. */
export function showModalFailure(modal: BookedModal, title: string, message: string): void {
  const doc = modal.window.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'booked-scrollable booked-enhance-failure';
  const heading = doc.createElement('p');
  heading.className = 'booked-title-bar';
  const small = doc.createElement('small');
  small.textContent = title;
  heading.append(small);
  const text = doc.createElement('p');
  text.className = 'booked-enhance-alert';
  text.setAttribute('role', 'alert');
  text.textContent = message;
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'button close';
  close.textContent = 'Close';
  box.append(heading, text, close);
  fillModal(modal, box);
  void revealModal(modal);
}

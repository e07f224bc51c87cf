// The form's status as classes and `data-status` (contract plugins.md §A.5).
const CLASS_OF_STATUS: Readonly<Record<string, string>> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
};
const KNOWN_CLASSES = new Set(Object.values(CLASS_OF_STATUS));

/**
 * The class for an API status or a class name. Other statuses become `custom-` plus the server's own
 * `form_status_class_name`: every run of characters other than letters and digits replaced by `-`
 * (the original replaced only the first run, defect 5).
 */
export function statusClass(status: string): string {
  const known = Object.prototype.hasOwnProperty.call(CLASS_OF_STATUS, status) ? CLASS_OF_STATUS[status]! : status;
  return KNOWN_CLASSES.has(known) ? known : `custom-${status.replace(/[^0-9a-z]+/gi, '-')}`;
}

/**
 * Writes the status on the form at once, as the original did: `data-status`, its class in place of the
 * previous one, `form.wpcf7.status`. When it changed, fires CF7 6.2's `wpcf7statuschanged` (detail adds
 * `prevStatus`). Returns the class written.
 */
export function applyStatus(form: HTMLFormElement, status: string, detail: object = {}): string {
  const next = statusClass(status);
  const previous = form.getAttribute('data-status');
  const state = (form as { wpcf7?: { status?: string } }).wpcf7;
  if (state) state.status = next;
  form.setAttribute('data-status', next);
  form.classList.add(next);
  if (previous && previous !== next) {
    form.classList.remove(previous);
    form.dispatchEvent(new CustomEvent('wpcf7statuschanged', { bubbles: true, detail: { ...detail, status: next, prevStatus: previous } }));
  }
  return next;
}

import { useLayoutEffect } from 'react';

/**
 * The form's message as text in its screen-reader status and in every `.wpcf7-response-output` (server
 * elements, so driven here). `null` leaves what the server printed.
 */
export function useFormMessages(form: HTMLFormElement, parent: HTMLElement | null, message: string | null): void {
  useLayoutEffect(() => {
    if (message === null) return;
    const status = parent?.querySelector('.screen-reader-response [role="status"]');
    if (status) status.textContent = message;
    form.querySelectorAll('.wpcf7-response-output').forEach((output) => {
      output.textContent = message;
    });
  }, [form, parent, message]);
}

/**
 * A FormData of the form's own window: of the form's values, or empty. (The form's window, not the global
 * one: under jsdom the global is Node's, which cannot read a form.)
 */
export function formDataOf(form: HTMLFormElement, values: 'values' | 'empty' = 'values'): FormData {
  const { FormData: OwnFormData } = (form.ownerDocument.defaultView ?? window) as typeof globalThis;
  return values === 'values' ? new OwnFormData(form) : new OwnFormData();
}

/** `is-loading` dims the form and blocks pointer input while a request runs. */
export function markBusy(form: HTMLFormElement, on: boolean): void {
  form.classList.toggle('is-loading', on);
  form.toggleAttribute('aria-busy', on);
}

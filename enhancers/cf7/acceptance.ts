/**
 * Are the form's acceptance boxes as they must be for sending? Every non-`optional` `.wpcf7-acceptance` box
 * ticked (an `invert` one unticked).
 */
export function acceptanceGiven(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll('.wpcf7-acceptance')].every((control) => {
    if (control.classList.contains('optional')) return true;
    const box = control.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!box) return true;
    return control.classList.contains('invert') ? !box.checked : box.checked;
  });
}

/** Does the form gate its submit buttons on acceptance? Not when the server checks it as validation. */
export const gatesOnAcceptance = (form: HTMLFormElement): boolean =>
  form.querySelector('.wpcf7-acceptance') !== null && !form.classList.contains('wpcf7-acceptance-as-validation');

/** Disables every `.wpcf7-submit` while acceptance is not given (contract plugins.md §A.5, Helpers). */
export function gateSubmit(form: HTMLFormElement): void {
  if (!gatesOnAcceptance(form)) return;
  const given = acceptanceGiven(form);
  form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('.wpcf7-submit').forEach((button) => {
    button.disabled = !given;
  });
}

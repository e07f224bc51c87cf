/** A `.has-free-text` item: its text field is usable only while its checkbox or radio is checked. */
export function syncFreeText(form: HTMLFormElement, changed?: EventTarget | null): void {
  form.querySelectorAll('.has-free-text').forEach((item) => {
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    const choice = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!text || !choice) return;
    text.disabled = !choice.checked;
    if (changed === choice && choice.checked) text.focus();
  });
}

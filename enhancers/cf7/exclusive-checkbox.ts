/** In a `.wpcf7-exclusive-checkbox` group, ticking one box unticks the others of its name (like radios). */
export function keepExclusive(form: HTMLFormElement, changed: EventTarget | null): void {
  if (!(changed instanceof HTMLInputElement) || changed.type !== 'checkbox' || !changed.closest('.wpcf7-exclusive-checkbox')) return;
  form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box) => {
    if (box !== changed && box.name === changed.name) box.checked = false;
  });
}

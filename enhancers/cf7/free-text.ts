import { nameIfUnnamed } from '../../src/accessible-name';

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

/**
 * CF7 prints a free-text field after its option's label, with no label of its own: named after its option
 * ("Other"), so that assistive technology can say what it is for. Returns the undo.
 */
export function nameFreeTexts(form: HTMLFormElement): () => void {
  const undo = [...form.querySelectorAll('.has-free-text')].map((item) =>
    nameIfUnnamed(item.querySelector('input.wpcf7-free-text'), item.querySelector('.wpcf7-list-item-label')?.textContent?.trim() ?? ''),
  );
  return () => undo.forEach((each) => each());
}

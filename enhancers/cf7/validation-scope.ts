import { formDataOf } from './form-data';
/** What a change validation looks at: the values of the fields up to the changed one, and their wraps. */
export interface ValidationScope {
  data: FormData;
  /** The `data-name`s of the wraps looked at, in page order. */
  fields: string[];
  /** Those wraps: only they get tips from this validation. */
  wraps: HTMLElement[];
}

// The values a wrap's enabled controls would submit, files as files.
function appendValues(wrap: Element, data: FormData): void {
  wrap.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(':where(input, textarea, select):enabled').forEach((control) => {
    if (!control.name) return;
    switch (control.type) {
      case 'button':
      case 'image':
      case 'reset':
      case 'submit':
        return;
      case 'checkbox':
      case 'radio':
        if ((control as HTMLInputElement).checked) data.append(control.name, control.value);
        return;
      case 'select-multiple':
        for (const option of (control as HTMLSelectElement).selectedOptions) data.append(control.name, option.value);
        return;
      case 'file':
        for (const file of (control as HTMLInputElement).files ?? []) data.append(control.name, file);
        return;
      default:
        data.append(control.name, control.value);
    }
  });
}

/**
 * The wraps from the form's start up to the one holding `target` (all when there is none), skipping those
 * under `.novalidate` (contract plugins.md §A.5, Client validation).
 */
export function validationScope(form: HTMLFormElement, target?: Element): ValidationScope {
  const scope: ValidationScope = { data: formDataOf(form, 'empty'), fields: [], wraps: [] };
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')) {
    if (wrap.closest('.novalidate')) continue;
    appendValues(wrap, scope.data);
    const name = wrap.dataset['name'];
    if (!name) continue;
    scope.fields.push(name);
    scope.wraps.push(wrap);
    if (target && wrap.contains(target)) break;
  }
  return scope;
}

/** Is a change on `target` one that CF7 validates? */
export const validatesOnChange = (form: HTMLFormElement, target: Element): boolean =>
  form.contains(target) && target.closest('.wpcf7-form-control-wrap[data-name]') !== null && target.closest('.novalidate') === null;

import { nameIfUnnamed } from '../../src/accessible-name';
import * as z from 'zod/mini';
import { defineEnhancerModule } from '../../src/enhancer';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { startLoading } from './body-loading';
import { postConsentAction, processAnswer } from './consent-request';
import { announceMessages, hideMessage, showMessage } from './form-message';
import { formOutcome } from './form-outcome';

/** Between two deletion requests of one submit (spec §9). */
export const DELETION_GAP_MS = 500;
export const MISSING_FORM_SETTINGS = 'This form cannot be sent. Please contact the site owner.';

const formSettingsSchema = z.record(z.string(), z.unknown());

/** The `data-wpgdprc` attribute (`{"type":"user"}`), sent back as an object. */
function readFormSettings(form: Element): Record<string, unknown> | undefined {
  try {
    const parsed = formSettingsSchema.safeParse(JSON.parse(form.getAttribute('data-wpgdprc') ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const wait = (milliseconds: number, signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(!signal.aborted), milliseconds);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    }, { once: true });
  });

const rowBoxes = (form: Element): HTMLInputElement[] => Array.from(form.querySelectorAll<HTMLInputElement>('input.wpgdprc-checkbox'));

/**
 * A deletion-request form: the select-all box in sync with the rows; on submit every checked row is
 * sent, one at a time, 500 ms after the previous one succeeded; a failure stops the chain. Rows go
 * idle → processing → removed or error. A second submit while the chain runs is ignored (defect 4).
 */
export default defineEnhancerModule({
  settings: () => readConsentSettings(),
  mount(element, { settings, signal, report }) {
    const form = element as HTMLFormElement;
    const message = form.querySelector<HTMLElement>('.wpgdprc-message');
    const selectAll = () => form.querySelector<HTMLInputElement>('input.wpgdprc-select-all');
    let running = false;
    // The plugin prints its checkboxes without labels: name them after their row.
    nameIfUnnamed(selectAll(), 'Select all');
    for (const box of rowBoxes(form)) {
      // Its `tabindex="1"` would put every checkbox before the rest of the page in the Tab order.
      if (Number(box.getAttribute('tabindex')) > 0) box.removeAttribute('tabindex');
      const row = box.closest('tr');
      const cell = Array.from(row?.cells ?? []).find((candidate) => !candidate.querySelector('input'));
      nameIfUnnamed(box, `Select ${cell?.textContent?.trim() || row?.getAttribute('data-id') || ''}`.trim());
    }

    const syncSelectAll = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.matches('input.wpgdprc-select-all')) {
        for (const box of rowBoxes(form)) box.checked = target.checked;
      } else if (target.matches('input.wpgdprc-checkbox')) {
        const boxes = rowBoxes(form);
        const all = selectAll();
        if (all) all.checked = boxes.length > 0 && boxes.every((box) => box.checked);
      }
    };

    const submit = (event: Event) => {
      event.preventDefault();
      if (running) return;
      const selected = rowBoxes(form).filter((box) => box.checked && /^\d+$/.test(box.value.trim()) && parseInt(box.value, 10) > 0);
      const all = selectAll();
      if (all) all.checked = false;
      if (selected.length === 0) return;
      const formSettings = readFormSettings(form);
      if (!formSettings) {
        report(new Error('the deletion form has no valid data-wpgdprc attribute'));
        showMessage(message, false, MISSING_FORM_SETTINGS);
        return;
      }
      running = true;
      const done = startLoading(form.ownerDocument);
      sendRows(settings, form, message, formSettings, selected, signal)
        .catch(report)
        .finally(() => {
          running = false;
          done();
        });
    };
    form.addEventListener('change', syncSelectAll, { signal });
    form.addEventListener('submit', submit, { signal });
    return announceMessages(message);
  },
});

async function sendRows(
  settings: ConsentSettings,
  form: Element,
  message: HTMLElement | null,
  formSettings: Record<string, unknown>,
  boxes: HTMLInputElement[],
  signal: AbortSignal,
): Promise<void> {
  const action = `${settings.pluginPrefix}_process_action`;
  for (const [index, box] of boxes.entries()) {
    if (index > 0 && !(await wait(DELETION_GAP_MS, signal))) return;
    const row = box.closest('tr') ?? form;
    row.classList.remove('wpgdprc-status--error');
    row.classList.add('wpgdprc-status--processing');
    hideMessage(message, 'class');
    const data = { type: 'delete_request', token: settings.token, settings: formSettings, value: parseInt(box.value, 10) };
    const outcome = formOutcome(action, await postConsentAction(settings, action, data, processAnswer, signal));
    row.classList.remove('wpgdprc-status--processing');
    if (!outcome) return;
    showMessage(message, outcome.ok, outcome.text);
    if (!outcome.ok) {
      row.classList.add('wpgdprc-status--error');
      return;
    }
    box.remove();
    row.classList.add('wpgdprc-status--removed');
  }
}

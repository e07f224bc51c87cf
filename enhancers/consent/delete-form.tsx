import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { nameCheckboxes } from './delete-form-names';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { isPlainObject } from '../../src/page-values';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { useServerEvent } from '../../src/use-server-event';
import { postConsentAction, processAnswer } from './consent-request';
import { FormMessage, messageOf, type MessageView } from './form-message';
import { formOutcome } from './form-outcome';
import { useBodyLoading } from './use-body-loading';

/** Between two deletion requests of one submit (spec §9). */
export const DELETION_GAP_MS = 500;
export const MISSING_FORM_SETTINGS = 'This form cannot be sent. Please contact the site owner.';

/** The `data-wpgdprc` attribute (`{"type":"user"}`), sent back as an object. */
function readFormSettings(form: Element): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(form.getAttribute('data-wpgdprc') ?? '');
    return isPlainObject(parsed) ? parsed : undefined;
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

type RowStatus = 'processing' | 'removed' | 'error';
/** A sent row (its `tr`, or the form when the box sits outside a table) and its checkbox. */
interface RowState {
  status: RowStatus;
  box: HTMLInputElement;
}
const STATUSES: RowStatus[] = ['processing', 'removed', 'error'];

/**
 * A deletion-request form: the select-all box in sync with the rows; on submit every checked row is
 * sent, one at a time, 500 ms after the previous one succeeded; a failure stops the chain. Rows go
 * idle → processing → removed (their checkbox gone) or error. A second submit while the chain runs is
 * ignored (defect 4). The rows and checkboxes are server markup; their status is the component's state.
 */
function DeleteForm({ element: form, settings, signal, report }: ServerMarkupProps<ConsentSettings, HTMLFormElement>) {
  const message = useMemo(() => form.querySelector<HTMLElement>('.wpgdprc-message'), [form]);
  const [rows, setRows] = useState<ReadonlyMap<Element, RowState>>(() => new Map());
  const [view, setView] = useState<MessageView>();
  const [running, setRunning] = useState(false);
  // Set at once, for a submit in the same task as the one that started the chain.
  const runningNow = useRef(false);
  useBodyLoading(form.ownerDocument, running);

  useLayoutEffect(() => nameCheckboxes(form), [form]);
  useLayoutEffect(() => {
    for (const [row, { status, box }] of rows) {
      for (const each of STATUSES) row.classList.toggle(`wpgdprc-status--${each}`, each === status);
      if (status === 'removed') box.remove();
    }
  }, [rows]);

  const setRow = (row: Element, state: RowState) => setRows((current) => new Map(current).set(row, state));

  const sendRows = async (formSettings: Record<string, unknown>, boxes: HTMLInputElement[]): Promise<void> => {
    const action = `${settings.pluginPrefix}_process_action`;
    for (const [index, box] of boxes.entries()) {
      if (index > 0 && !(await wait(DELETION_GAP_MS, signal))) return;
      const row = box.closest('tr') ?? form;
      setRow(row, { status: 'processing', box });
      setView(null);
      const data = { type: 'delete_request', token: settings.token, settings: formSettings, value: parseInt(box.value, 10) };
      const outcome = formOutcome(action, await postConsentAction(settings, action, data, processAnswer, signal));
      if (!outcome) {
        // Cancelled: the form left the page and its component with it, so nothing renders any more.
        row.classList.remove('wpgdprc-status--processing');
        return;
      }
      if (outcome.text) setView(messageOf(outcome.ok, outcome.text));
      setRow(row, { status: outcome.ok ? 'removed' : 'error', box });
      if (!outcome.ok) return;
    }
  };

  useServerEvent(form, 'change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.matches('input.wpgdprc-select-all')) {
      for (const box of rowBoxes(form)) box.checked = target.checked;
    } else if (target.matches('input.wpgdprc-checkbox')) {
      const boxes = rowBoxes(form);
      const all = form.querySelector<HTMLInputElement>('input.wpgdprc-select-all');
      if (all) all.checked = boxes.length > 0 && boxes.every((box) => box.checked);
    }
  });

  useServerEvent(form, 'submit', (event) => {
    event.preventDefault();
    if (runningNow.current) return;
    const selected = rowBoxes(form).filter((box) => box.checked && /^\d+$/.test(box.value.trim()) && parseInt(box.value, 10) > 0);
    const all = form.querySelector<HTMLInputElement>('input.wpgdprc-select-all');
    if (all) all.checked = false;
    if (selected.length === 0) return;
    const formSettings = readFormSettings(form);
    if (!formSettings) {
      report(new Error('the deletion form has no valid data-wpgdprc attribute'));
      setView(messageOf(false, MISSING_FORM_SETTINGS));
      return;
    }
    runningNow.current = true;
    setRunning(true);
    sendRows(formSettings, selected)
      .catch(report)
      .finally(() => {
        runningNow.current = false;
        setRunning(false);
      });
  });

  return <FormMessage element={message} view={view} hideBy="class" />;
}

export default defineComponent(DeleteForm, { settings: readConsentSettings });

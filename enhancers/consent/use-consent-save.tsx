import { useState, type ReactNode } from 'react';
import type { ConsentSettings } from '../../src/settings-consent';
import { useBusy } from '../../src/use-busy';
import { useRequestState } from '../../src/use-request-state';
import { claimConsentSave, releaseConsentSave, saveConsent, type SaveResult } from './save-consent';
import { SaveFailure } from './save-failure';

/**
 * Saving the visitor's choice from a component (the bar's Accept, the modal's Save): one save at a time
 * for the whole page; the pressed button is busy meanwhile, and stays busy while the page reloads after a
 * success; a failure is said on a line after the button's column (`failure`, for the component to render).
 */
export function useConsentSave(settings: ConsentSettings, signal: AbortSignal): {
  save(checked: 'all' | number[], button: Element): void;
  failure: ReactNode;
} {
  const { state, run } = useRequestState<SaveResult>();
  const [button, setButton] = useState<Element | null>(null);
  const save = (checked: 'all' | number[], pressed: Element) => {
    if (!claimConsentSave()) return;
    setButton(pressed);
    if (!run(() => saveConsent(settings, checked, signal))) releaseConsentSave();
  };
  useBusy(button, state.status === 'busy' || (state.status === 'done' && state.result === 'saved'));
  return { save, failure: <SaveFailure button={button} text={state.status === 'failed' ? state.message : null} /> };
}

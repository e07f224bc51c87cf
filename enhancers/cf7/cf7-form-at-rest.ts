import type { EnhancerModule } from '../../src/enhancer';
import { gateSubmit } from './acceptance';
import { resetCounters } from './character-count';
import { readFormState } from './form-state';
import { nameFreeTexts, syncFreeText } from './free-text';
import { installLegacyApi, refillCachedForm } from './legacy-api';
import { loadSchema } from './schema-store';
import { readCf7Settings, type Cf7Settings } from './cf7-settings';

function addSpinners(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll('.has-spinner')].map((control) => {
    const spinner = form.ownerDocument.createElement('span');
    spinner.className = 'wpcf7-spinner';
    control.after(spinner);
    return spinner;
  });
}

/**
 * A CF7 form as the original left it at start (contract plugins.md §A.5, Init): `form.wpcf7`, a spinner
 * after each `.has-spinner`, `no-js` → `js`, the submit buttons gated on acceptance, free texts disabled and named,
 * counters shown; its schema fetched; CF7's global functions in place; on a cached page a refill once the
 * window has loaded. No UI or state of its own: the form's component (form.tsx) loads when the visitor uses
 * the form and starts from this.
 */
const formAtRest: EnhancerModule<Cf7Settings> = {
  settings: readCf7Settings,
  mount(element, { settings, signal }) {
    const form = element as HTMLFormElement;
    const state = readFormState(form);
    (form as unknown as { wpcf7: unknown }).wpcf7 = { ...state, schema: undefined };
    const spinners = addSpinners(form);
    state.parent?.classList.replace('no-js', 'js');
    gateSubmit(form);
    syncFreeText(form);
    const unname = nameFreeTexts(form);
    resetCounters(form);
    void loadSchema(settings, state);
    installLegacyApi();
    if (settings.cached) {
      const refill = () => refillCachedForm(form);
      if (form.ownerDocument.readyState === 'complete') refill();
      else window.addEventListener('load', refill, { once: true, signal });
    }
    return () => {
      unname();
      for (const spinner of spinners) spinner.remove();
      state.parent?.classList.replace('js', 'no-js');
    };
  },
};

export default formAtRest;

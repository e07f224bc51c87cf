import { wakeEnhancers } from '../../src/enhancer';

/** What a mounted form's component does for CF7's global functions. */
export interface FormController {
  submit(submitter?: HTMLElement | null): void;
  reset(): void;
  refill(): void;
  validate(target?: Element): void;
}

const controllers = new WeakMap<HTMLFormElement, FormController>();
const waiting = new WeakMap<HTMLFormElement, ((controller: FormController) => void)[]>();

/** The component says it is there; what was asked of the form before runs now. Returns the undo. */
export function registerController(form: HTMLFormElement, controller: FormController): () => void {
  controllers.set(form, controller);
  const queued = waiting.get(form) ?? [];
  waiting.delete(form);
  for (const use of queued) use(controller);
  return () => {
    if (controllers.get(form) === controller) controllers.delete(form);
  };
}

/** Runs `use` with the form's component, loading and mounting it first when the visitor has not used the form yet. */
export function withController(form: HTMLFormElement, use: (controller: FormController) => void): void {
  const controller = controllers.get(form);
  if (controller) return use(controller);
  waiting.set(form, [...(waiting.get(form) ?? []), use]);
  wakeEnhancers(form);
}

/** On a cached page, when the window has loaded: the form back to its defaults and refilled (new challenges). */
export function refillCachedForm(form: HTMLFormElement): void {
  const mounted = controllers.has(form);
  // A mounted component hears the reset event and refills; before that, it is asked to once it mounts.
  form.reset();
  if (!mounted) withController(form, (controller) => controller.refill());
}

const isForm = (value: unknown): value is HTMLFormElement => value instanceof HTMLFormElement;

/**
 * `wpcf7.init`, `submit`, `reset` and `validate`, for third-party code that calls them, from the start: each
 * works on the form's component (mounting it if needed). Functions the page already put on `wpcf7` stay,
 * as the original let them win.
 */
export function installLegacyApi(win: Window = window): void {
  const globals = win as unknown as { wpcf7?: Record<string, unknown> };
  const wpcf7 = globals.wpcf7;
  if (!wpcf7 || typeof wpcf7 !== 'object') return;
  const api: Record<string, (form: unknown, options?: { submitter?: HTMLElement | null; target?: Element }) => void> = {
    init: (form) => isForm(form) && wakeEnhancers(form),
    submit: (form, options) => isForm(form) && withController(form, (controller) => controller.submit(options?.submitter)),
    reset: (form) => isForm(form) && withController(form, (controller) => controller.reset()),
    validate: (form, options) => isForm(form) && withController(form, (controller) => controller.validate(options?.target)),
  };
  for (const [name, run] of Object.entries(api)) if (typeof wpcf7[name] !== 'function') wpcf7[name] = run;
}

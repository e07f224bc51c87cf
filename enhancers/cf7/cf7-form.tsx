import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useServerEvent } from '../../src/use-server-event';
import { useFormMessages } from './use-form-messages';
import { gateSubmit } from './acceptance';
import { countersOf, resetCounters, showCount } from './character-count';
import { refreshCaptchas, refreshQuizzes } from './challenges';
import { ErrorViews } from './error-views';
import { keepExclusive } from './exclusive-checkbox';
import { BLOCKED_TEXT, feedbackFailureText } from './failure-text';
import { withFieldError, wrapsOf, type FieldError } from './field-errors';
import { formDataOf } from './form-data';
import { errorId, readFormState } from './form-state';
import { syncFreeText } from './free-text';
import { registerController } from './legacy-api';
import { Reflections, reflectedValues, type Reflected } from './reflections';
import { cf7Fetch } from './rest-fetch';
import { restUrl } from './rest-url';
import { loadSchema } from './schema-store';
import { isBlocked, readCf7Settings, type Cf7Settings } from './cf7-settings';
import { applyStatus } from './status';
import { dispatchCf7Event, eventDetail } from './events';
import { completeUrlField } from './url-field';
import { postedFieldNames } from './swv/field-values';
import { validateSwv } from './swv/validate';
import { validatesOnChange, validationScope } from './validation-scope';

// The answers' checks come with each request, beside it; undefined when they could not be fetched.
const feedbackAnswers = () => import(/* @not-ahead */ './feedback-answer').catch(() => undefined);
const swvSchemaReader = () => import(/* @not-ahead */ './swv/read-schema').catch(() => undefined);

const OUTCOME_EVENTS: Readonly<Record<string, string>> = {
  invalid: 'invalid',
  unaccepted: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  sent: 'mailsent',
  failed: 'mailfailed',
};

/**
 * A Contact Form 7 form once the visitor uses it (contract plugins.md §A): submits through the REST API,
 * the status sequence and events, messages and field errors, validation on change, the helpers. Its start
 * (spinners, `js`, gating, counters, the schema) is done by `at-rest.ts`; this starts from that.
 */
function Cf7Form({ element: form, settings, signal }: ServerMarkupProps<Cf7Settings, HTMLFormElement>) {
  const state = useMemo(() => readFormState(form), [form]);
  const list = useMemo(() => state.parent?.querySelector<HTMLElement>('.screen-reader-response ul') ?? null, [state]);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [reflected, setReflected] = useState<Reflected>(new Map());
  const serial = useRef(0);
  const sending = useRef(false);
  const resetAfterMailSent = useRef(false);
  const idOf = (field: string) => errorId(state.unitTag, field);
  const status = () => form.getAttribute('data-status') ?? '';
  useFormMessages(form, state.parent, message);

  const clearMessages = () => {
    setErrors([]);
    setMessage('');
  };

  // An answer's error for a field takes the place of the one shown (one tip a wrap, however the answers raced).
  const showErrorsOf = (fields: readonly { field: string; message: string }[]) =>
    setErrors((current) =>
      fields.reduce<readonly FieldError[]>(
        (shown, { field, message: text }) => withFieldError(shown, field, { field, message: text, wraps: wrapsOf(form, field), serial: ++serial.current }),
        current,
      ),
    );

  async function refill(): Promise<void> {
    const detail = eventDetail(state, status(), formDataOf(form));
    clearMessages();
    applyStatus(form, 'resetting', detail);
    const [result, answers] = await Promise.all([
      cf7Fetch(restUrl(settings, `contact-forms/${state.id}/refill`), { method: 'GET', signal }),
      feedbackAnswers(),
    ]);
    if (signal.aborted) return;
    const answer = result.ok ? answers?.refillAnswer.safeParse(result.data) : undefined;
    if (!answer?.success) console.warn(`[enhance] cf7: the refill of form ${state.id} failed; the form is usable, its challenges unchanged.`);
    // Whatever the refill did, the reset ends (defect 7): after a sent mail its message stays shown.
    applyStatus(form, resetAfterMailSent.current ? 'mail_sent' : 'init', detail);
    resetAfterMailSent.current = false;
    const challenges = answer?.success && !Array.isArray(answer.data) ? answer.data : {};
    detail.apiResponse = answer?.success && result.ok ? result.data : {};
    dispatchCf7Event(form, 'reset', detail);
    if (challenges.captcha) refreshCaptchas(form, challenges.captcha);
    if (challenges.quiz) refreshQuizzes(form, challenges.quiz);
    gateSubmit(form);
    resetCounters(form);
  }

  async function submit(submitter?: HTMLElement | null): Promise<void> {
    // One at a time: a second submit while one is on its way is not sent again.
    if (sending.current) return;
    if (isBlocked()) {
      // The original stayed in `submitting` for good (defect 2): say so and let the visitor try again.
      clearMessages();
      applyStatus(form, 'aborted', eventDetail(state, status(), formDataOf(form)));
      setMessage(BLOCKED_TEXT);
      return;
    }
    const formData = formDataOf(form);
    const button = submitter as HTMLButtonElement | HTMLInputElement | null | undefined;
    if (button?.name) formData.append(button.name, button.value);
    const detail = eventDetail(state, status(), formData);
    clearMessages();
    dispatchCf7Event(form, 'beforesubmit', detail);
    applyStatus(form, 'submitting', detail);
    sending.current = true;
    const [result, answers] = await Promise.all([
      cf7Fetch(restUrl(settings, `contact-forms/${state.id}/feedback`), { method: 'POST', body: formData, signal }),
      feedbackAnswers(),
    ]);
    sending.current = false;
    if (signal.aborted) return;
    const answer = result.ok ? answers?.feedbackAnswer.safeParse(result.data) : undefined;
    if (!result.ok || !answers || !answer?.success) {
      // Never left in `submitting` (defects 1 and 8): a failure status and a sentence; nothing typed is lost.
      applyStatus(form, 'mail_failed', detail);
      setMessage(feedbackFailureText(
        !result.ok ? result.failure : !answers ? { kind: 'offline' } : { kind: 'shape', status: result.status, body: JSON.stringify(result.data) },
      ));
      return;
    }
    const data = answer.data;
    const shown = applyStatus(form, data.status, detail);
    detail.status = data.status;
    detail.apiResponse = result.data;
    const outcome = OUTCOME_EVENTS[shown];
    if (outcome) dispatchCf7Event(form, outcome, detail);
    dispatchCf7Event(form, 'submit', detail);
    if (data.captcha) refreshCaptchas(form, data.captcha);
    if (data.quiz) refreshQuizzes(form, data.quiz);
    const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
    if (data.posted_data_hash && hash) hash.value = data.posted_data_hash;
    if (data.status === 'mail_sent') {
      resetAfterMailSent.current = true;
      form.reset();
    }
    showErrorsOf(answers.fieldErrorsOf(data));
    setMessage(data.message ?? '');
  }

  async function validate(target?: Element): Promise<void> {
    if (target && !validatesOnChange(form, target)) return;
    const [json, reader] = await Promise.all([loadSchema(settings, state), swvSchemaReader()]);
    const schema = reader?.readSwvSchema(json);
    if (!schema || signal.aborted) return;
    const scope = validationScope(form, target);
    const fields = new Set(scope.fields);
    const rules = { ...schema, rules: schema.rules.filter((rule) => fields.has(rule.field)) };
    const previous = status();
    for (const wrap of scope.wraps) wrap.setAttribute('data-under-validation', '1');
    applyStatus(form, 'validating');
    try {
      const failed = validateSwv(rules, scope.data);
      const looked = new Set([...failed.keys(), ...postedFieldNames(scope.data)]);
      setErrors((current) =>
        [...looked].reduce<readonly FieldError[]>((shown, field) => {
          const text = failed.get(field);
          const wraps = wrapsOf(form, field).filter((wrap) => scope.wraps.includes(wrap));
          return withFieldError(shown, field, text === undefined ? undefined : { field, message: text, wraps, serial: ++serial.current });
        }, current),
      );
      setReflected((current) => {
        const next = new Map(current);
        for (const field of looked) next.set(field, failed.has(field) ? [] : reflectedValues(scope.data, field));
        return next;
      });
    } finally {
      applyStatus(form, previous);
      for (const wrap of scope.wraps) wrap.removeAttribute('data-under-validation');
    }
  }

  const latest = useRef({ submit, refill, validate });
  latest.current = { submit, refill, validate };
  const run = (work: Promise<void>) => void work.catch((error: unknown) => console.error('[enhance] cf7-form failed:', error));

  useLayoutEffect(
    () =>
      registerController(form, {
        submit: (submitter) => run(latest.current.submit(submitter)),
        reset: () => form.reset(),
        refill: () => run(latest.current.refill()),
        validate: (target) => run(latest.current.validate(target)),
      }),
    [form],
  );

  // The boxes as they are now: one ticked before this component mounted (its change was not seen) counts.
  useLayoutEffect(() => gateSubmit(form), [form]);
  useServerEvent(form, 'submit', (event) => {
    event.preventDefault();
    run(submit(event.submitter));
  });
  useServerEvent(form, 'reset', () => run(refill()));
  useServerEvent(form, 'change', (event) => {
    const target = event.target as Element;
    keepExclusive(form, target);
    completeUrlField(target);
    syncFreeText(form, target);
    gateSubmit(form);
    if (target.closest('.wpcf7-form-control')) run(validate(target));
  });
  // The original counted on keyup; `input` as well counts what was typed before this component mounted (the
  // lifecycle replays one `input` per changed field) and what is pasted with the mouse.
  const count = (event: Event) => {
    for (const [counter, field] of countersOf(form)) if (field === event.target) showCount(counter, field);
  };
  useServerEvent(form, 'keyup', count);
  useServerEvent(form, 'input', count);

  return (
    <>
      <ErrorViews form={form} errors={errors} list={list} idOf={idOf} />
      <Reflections form={form} reflected={reflected} />
    </>
  );
}

export default defineComponent(Cf7Form, { settings: readCf7Settings });

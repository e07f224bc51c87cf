import { delay } from '../../src/delay';
import type { Cf7FormState } from './form-state';
import { hasSchemaRoute } from './plugin-version';
import { cf7Fetch } from './rest-fetch';
import { restUrl } from './rest-url';
import type { Cf7Settings } from './cf7-settings';

// One schema fetch per form id, shared by every form with that id (CF7 6.2 fetches once per id), started by
// the at-rest part and read by the form's component when it validates. A failed fetch is tried again; if it
// still fails, the form relies on the server's validation alone (defect 4). A release without the route
// (before 5.6) is not asked, and an answer of 4xx (no such route or form) is not asked again.
const RETRY_DELAYS_MS = [1000, 3000];
const schemas = new Map<number, Promise<unknown>>();

async function fetchSchema(settings: Cf7Settings, formId: number): Promise<unknown> {
  const url = restUrl(settings, `contact-forms/${formId}/feedback/schema`);
  for (let attempt = 0; ; attempt++) {
    const result = await cf7Fetch(url, { method: 'GET' });
    if (result.ok) return result.data;
    const final = result.failure.kind === 'http' && (result.failure.status ?? 500) < 500;
    const wait = final ? undefined : RETRY_DELAYS_MS[attempt];
    if (wait === undefined) {
      console.warn(`[enhance] cf7: the validation schema of form ${formId} could not be had (${result.failure.kind}): the server validates alone.`);
      return undefined;
    }
    await delay(wait);
  }
}

/** The form's raw SWV schema (undefined when its release has none or it could not be had); fetched once per id. */
export function loadSchema(settings: Cf7Settings, form: Pick<Cf7FormState, 'id' | 'pluginVersion'>): Promise<unknown> {
  if (!hasSchemaRoute(form.pluginVersion)) return Promise.resolve(undefined);
  let schema = schemas.get(form.id);
  if (!schema) {
    schema = fetchSchema(settings, form.id);
    schemas.set(form.id, schema);
  }
  return schema;
}

/** For tests: forget the fetched schemas. */
export const forgetSchemas = (): void => schemas.clear();

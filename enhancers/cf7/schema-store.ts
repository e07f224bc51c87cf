import { delay } from '../../src/delay';
import { cf7Fetch } from './rest-fetch';
import { restUrl } from './rest-url';
import type { Cf7Settings } from './cf7-settings';

// One schema fetch per form id, shared by every form with that id (CF7 6.2 fetches once per id), started by
// the at-rest part and read by the form's component when it validates. A failed fetch is tried again; if it
// still fails, the form relies on the server's validation alone (defect 4).
const RETRY_DELAYS_MS = [1000, 3000];
const schemas = new Map<number, Promise<unknown>>();

async function fetchSchema(settings: Cf7Settings, formId: number): Promise<unknown> {
  const url = restUrl(settings, `contact-forms/${formId}/feedback/schema`);
  for (let attempt = 0; ; attempt++) {
    const result = await cf7Fetch(url, { method: 'GET' });
    if (result.ok) return result.data;
    const wait = RETRY_DELAYS_MS[attempt];
    if (wait === undefined) {
      console.warn(`[enhance] cf7: the validation schema of form ${formId} could not be had (${result.failure.kind}): the server validates alone.`);
      return undefined;
    }
    await delay(wait);
  }
}

/** The form's raw SWV schema (undefined when it could not be had); fetched once per id. */
export function loadSchema(settings: Cf7Settings, formId: number): Promise<unknown> {
  let schema = schemas.get(formId);
  if (!schema) {
    schema = fetchSchema(settings, formId);
    schemas.set(formId, schema);
  }
  return schema;
}

/** For tests: forget the fetched schemas. */
export const forgetSchemas = (): void => schemas.clear();

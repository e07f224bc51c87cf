// Validates form data against an SWV schema, as CF7's server does before sending and its client on change.
import { fieldValues } from './field-values';
import { RULES } from './rules';
import type { SwvSchema } from './types';

/** First error message per field, in rule order, for the named fields (all when omitted). Unknown rules are ignored. */
export function validateSwv(schema: SwvSchema, data: FormData, fields?: ReadonlySet<string>): Map<string, string> {
  const errors = new Map<string, string>();
  for (const rule of schema.rules) {
    const check = Object.hasOwn(RULES, rule.rule) ? RULES[rule.rule] : undefined;
    if (!check || errors.has(rule.field) || (fields && !fields.has(rule.field))) continue;
    if (!check(fieldValues(data, rule.field), rule)) errors.set(rule.field, rule.error);
  }
  return errors;
}

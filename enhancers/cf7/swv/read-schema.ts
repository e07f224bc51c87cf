// Reads the answer of contact-forms/{id}/feedback/schema. A rule without a rule name or a field is dropped
// (it can name nothing to check); the whole answer is refused only when it is not a schema at all.
import * as z from 'zod/mini';
import type { SwvRule, SwvSchema } from './types';

const ruleSchema = z.looseObject({
  rule: z.string(),
  field: z.string(),
  error: z.optional(z.string()),
  threshold: z.optional(z.union([z.number(), z.string()])),
  accept: z.optional(z.array(z.union([z.string(), z.number()]))),
});

const schemaSchema = z.looseObject({
  version: z.optional(z.string()),
  locale: z.optional(z.string()),
  rules: z.array(z.unknown()),
});

function readRule(json: unknown): SwvRule | undefined {
  const parsed = ruleSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { rule, field, error, threshold, accept } = parsed.data;
  return {
    rule, field, error: error ?? '',
    ...(threshold === undefined ? {} : { threshold }),
    ...(accept === undefined ? {} : { accept: accept.map(String) }),
  };
}

export function readSwvSchema(json: unknown): SwvSchema | undefined {
  const parsed = schemaSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { version, locale, rules } = parsed.data;
  return {
    ...(version === undefined ? {} : { version }),
    ...(locale === undefined ? {} : { locale }),
    rules: rules.map(readRule).filter((rule): rule is SwvRule => rule !== undefined),
  };
}

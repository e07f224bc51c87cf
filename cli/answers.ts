import { existsSync, readFileSync } from 'node:fs';
import * as z from 'zod';
import { CliError } from './cli-error';
import type { SiteRequest } from './site-requests';

export const ANSWERS_FILE = 'answers.json';

const answerSchema = z.object({
  method: z.string(),
  path: z.string(),
  /** Field names and values as sent, nonces and times masked (fieldsOf). */
  fields: z.array(z.tuple([z.string(), z.string()])),
  status: z.number().int(),
  contentType: z.string(),
  body: z.string(),
});
const answersSchema = z.object({ wpEnhanceAnswers: z.literal(1), url: z.string(), answers: z.array(answerSchema) });

/** One recorded exchange with the site's API. */
export type Answer = z.infer<typeof answerSchema>;
/** What `save --record` writes beside the saved page, and what a check of that page answers from. */
export type AnswersFile = z.infer<typeof answersSchema>;

/** Reads an answers file; a file of another shape is one line naming the first thing wrong. */
export function readAnswers(file: string): AnswersFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(existsSync(file) ? `${file} is not valid JSON` : `${file} is missing`);
  }
  const parsed = answersSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new CliError(`${file} is not a wp-enhance answers file: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'wrong shape'}`);
  }
  return parsed.data;
}

const action = (fields: readonly [string, string][]) => fields.find(([name]) => name === 'action')?.[1];
const same = (a: readonly [string, string][], b: readonly [string, string][]) => a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value);

/**
 * Finds the answer to a request: the recorded exchange with the same method, path and fields; failing that, the
 * same action's next recorded answer (a request may differ in a value the visitor chose differently).
 */
export function answerFinder(answers: readonly Answer[]): (request: Pick<SiteRequest, 'method' | 'path' | 'fields'>) => Answer | undefined {
  const used = new Map<Answer, number>();
  return (request) => {
    const candidates = answers.filter((answer) => answer.method === request.method && answer.path === request.path);
    const exact = candidates.find((answer) => same(answer.fields, request.fields));
    const byAction = candidates.filter((answer) => action(answer.fields) === action(request.fields));
    const found = exact ?? byAction.sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0))[0];
    if (found) used.set(found, (used.get(found) ?? 0) + 1);
    return found;
  };
}

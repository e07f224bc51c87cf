import * as z from 'zod/mini';
import { captchaSchema, quizSchema } from './challenges';

const invalidField = z.looseObject({ field: z.string(), message: z.string() });

/** CF7's feedback answer: only what the client reads (contract plugins.md §A.4; `into` is never read). */
export const feedbackAnswer = z.looseObject({
  status: z.string().check(z.minLength(1)),
  message: z.optional(z.string()),
  posted_data_hash: z.optional(z.string()),
  invalid_fields: z.optional(z.array(invalidField)),
  captcha: captchaSchema,
  quiz: quizSchema,
});

export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;

/** A refill answer: `[]` when there is nothing to refill (contract plugins.md §A.7), else the new challenges. */
export const refillAnswer = z.union([
  z.array(z.unknown()).check(z.maxLength(0)),
  z.looseObject({ captcha: captchaSchema, quiz: quizSchema }),
]);

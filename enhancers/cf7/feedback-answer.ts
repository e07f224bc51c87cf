import * as z from 'zod/mini';

// Fetched with the request it checks (cf7-form.tsx), not with the form's code: zod is most of its bytes.

// Captcha and quiz challenges as feedback and refill answers carry them (contract plugins.md §A.4).
const captchaSchema = z.optional(z.record(z.string(), z.string()));
const quizSchema = z.optional(z.record(z.string(), z.tuple([z.string(), z.string()])));

// A field's error as each release prints it (includes/rest-api.php create_feedback): 5.6 and later name the
// field (`field`); 5.5 and before give a selector of its wrap instead, `span.wpcf7-form-control-wrap.<name>`
// (`into`). Both also carry `idref` and `error_id`, which the client does not need (it has the same values).
const namedField = z.looseObject({ field: z.string(), message: z.string() });
const wrapSelector = z.looseObject({ into: z.string(), message: z.string() });

/** CF7's feedback answer, 5.5 to 6.1: only what the client reads (contract plugins.md §A.4). */
export const feedbackAnswer = z.looseObject({
  status: z.string().check(z.minLength(1)),
  message: z.optional(z.string()),
  posted_data_hash: z.optional(z.string()),
  invalid_fields: z.optional(z.array(z.union([namedField, wrapSelector]))),
  captcha: captchaSchema,
  quiz: quizSchema,
});

export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;

// The wrap's name class, as `into` ends: sanitize_html_class( $name ), so letters, digits, `_` and `-`.
const INTO_CLASS = /\.wpcf7-form-control-wrap\.([A-Za-z0-9_-]+)$/;

/** The answer's field errors, each by the name its wrap carries; an `into` that names no wrap is left out. */
export function fieldErrorsOf(answer: FeedbackAnswer): { field: string; message: string }[] {
  return (answer.invalid_fields ?? []).flatMap((error) => {
    if (typeof error.field === 'string') return [{ field: error.field, message: error.message }];
    const name = typeof error.into === 'string' ? INTO_CLASS.exec(error.into)?.[1] : undefined;
    return name === undefined ? [] : [{ field: name, message: error.message }];
  });
}

/** A refill answer: `[]` when there is nothing to refill (contract plugins.md §A.7), else the new challenges. */
export const refillAnswer = z.union([
  z.array(z.unknown()).check(z.maxLength(0)),
  z.looseObject({ captcha: captchaSchema, quiz: quizSchema }),
]);

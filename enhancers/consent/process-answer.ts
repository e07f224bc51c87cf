import * as z from 'zod/mini';

/** `{pluginPrefix}_process_action`: a `message` on success, an `error` (possibly empty) on failure. */
const processAnswer = z.object({
  success: z.optional(z.unknown()),
  message: z.optional(z.nullable(z.string())),
  error: z.optional(z.nullable(z.string())),
});

export type ProcessAnswer = z.output<typeof processAnswer>;
export default processAnswer;

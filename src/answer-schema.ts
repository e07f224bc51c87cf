import type * as z from 'zod/mini';

// zod is most of the UI code's bytes and no answer needs it before a request is sent: a request names its
// answer's schema as a lazy import, fetched when the request goes out, beside it (issue 29).

/** The schema once its module has come; undefined when it could not be fetched. */
export type LazySchema<T> = () => Promise<z.ZodMiniType<T> | undefined>;

export type AnswerSchema<T> = z.ZodMiniType<T> | LazySchema<T>;

/** A schema module's default export, fetched on the first call; fetched again after a failed fetch. */
export function lazySchema<T>(importer: () => Promise<{ default: z.ZodMiniType<T> }>): LazySchema<T> {
  let loading: Promise<z.ZodMiniType<T> | undefined> | undefined;
  return () =>
    (loading ??= importer().then(
      (module) => module.default,
      () => (loading = undefined),
    ));
}

export const loadAnswerSchema = <T>(schema: AnswerSchema<T>): Promise<z.ZodMiniType<T> | undefined> =>
  typeof schema === 'function' ? schema() : Promise.resolve(schema);

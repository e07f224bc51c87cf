import * as z from 'zod/mini';

/** Every ThemeREX answer: JSON text whose `error` is '' on success. */
const themeAnswer = z.looseObject({ error: z.string() });

export type ThemeAnswer = z.infer<typeof themeAnswer>;
export default themeAnswer;

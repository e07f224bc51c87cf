import * as z from 'zod/mini';
import { SettingsError } from './settings-error';

const describe = (error: z.core.$ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');

/** Reads `window[name]` through a zod schema; throws SettingsError when it is missing or malformed. */
export function readGlobal<Schema extends z.ZodMiniType>(
  name: string,
  schema: Schema,
  win: Window = window,
): z.output<Schema> {
  const value: unknown = (win as unknown as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new SettingsError(name, 'is missing');
  const result = schema.safeParse(value);
  if (!result.success) throw new SettingsError(name, `is malformed (${describe(result.error)})`);
  return result.data;
}

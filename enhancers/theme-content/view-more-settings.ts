import * as z from 'zod/mini';
import type { FormValue } from '../../src/form-encode';
import { SettingsError } from '../../src/settings-error';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { themeStorage } from '../../src/theme-storage';
import { wpText } from '../../src/wp-values';

/** A: PHP-serialized strings sent verbatim; B: objects sent bracket-encoded as jQuery.param does. */
const queryValue = z.union([z.string(), z.record(z.string(), z.unknown())]);

const schema = z.looseObject({
  viewmore_page: wpText,
  viewmore_data: z.optional(queryValue),
  viewmore_vars: z.optional(queryValue),
});

export interface ViewMoreSettings {
  theme: ThemeSettings;
  /** The page shown last; the next request asks for page + 1 (defect 8: a number, never "1" + 1). */
  page: number;
  data: FormValue;
  vars: FormValue;
}

export function readViewMoreSettings(): ViewMoreSettings {
  const theme = readThemeSettings();
  const parsed = schema.safeParse(theme.raw);
  if (!parsed.success) throw new SettingsError(theme.globalName, 'has unusable viewmore_data / viewmore_vars');
  const page = Number(parsed.data.viewmore_page);
  return {
    theme,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    data: (parsed.data.viewmore_data ?? '') as FormValue,
    vars: (parsed.data.viewmore_vars ?? '') as FormValue,
  };
}

/** Keeps the storage's page number current, as the theme did, for other scripts that read it. */
export function storePage(page: number): void {
  const storage = themeStorage();
  if (storage) storage['viewmore_page'] = String(page);
}

import type { FormValue } from '../../src/form-encode';
import { BadValue, isPlainObject, object, optional, orElse, text, type Reader } from '../../src/page-values';
import { SettingsError } from '../../src/settings-error';
import { readThemeSettings, type ThemeSettings } from '../../src/settings-theme';
import { themeStorage } from '../../src/theme-storage';

/** A: PHP-serialized strings sent verbatim; B: objects sent bracket-encoded as jQuery.param does. */
const queryValue: Reader<FormValue> = (value) => {
  if (typeof value === 'string' || isPlainObject(value)) return value as FormValue;
  throw new BadValue('expected a text or an object');
};

const viewMore = object({
  viewmore_page: text,
  viewmore_data: optional(queryValue),
  viewmore_vars: optional(queryValue),
});

const readViewMore = orElse(viewMore, undefined);

export interface ViewMoreSettings {
  theme: ThemeSettings;
  /** The page shown last; the next request asks for page + 1 (defect 8: a number, never "1" + 1). */
  page: number;
  data: FormValue;
  vars: FormValue;
}

export function readViewMoreSettings(): ViewMoreSettings {
  const theme = readThemeSettings();
  const read = readViewMore(theme.raw);
  if (!read) throw new SettingsError(theme.globalName, 'has unusable viewmore_data / viewmore_vars');
  const page = Number(read.viewmore_page);
  return {
    theme,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    data: read.viewmore_data ?? '',
    vars: read.viewmore_vars ?? '',
  };
}

/** Keeps the storage's page number current, as the theme did, for other scripts that read it. */
export function storePage(page: number): void {
  const storage = themeStorage();
  if (storage) storage['viewmore_page'] = String(page);
}

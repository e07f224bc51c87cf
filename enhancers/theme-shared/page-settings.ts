import { SettingsError } from '../../src/settings-error';
import { readThemeSettings, readTrxUtilsSettings, type ThemeSettings, type TrxUtilsSettings } from '../../src/settings-theme';

/** A settings reader whose missing or malformed global gives undefined instead of switching the enhancer off. */
export function optionalSettings<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof SettingsError) return undefined;
    throw error;
  }
}

export interface ThemeAndUtilities {
  theme: ThemeSettings | undefined;
  trx: TrxUtilsSettings | undefined;
}

/** Both the theme storage and TRX_UTILS_STORAGE, as far as the page has them; at least one is needed. */
export function readThemeAndUtilities(): ThemeAndUtilities {
  const theme = optionalSettings(() => readThemeSettings());
  const trx = optionalSettings(() => readTrxUtilsSettings());
  if (!theme && !trx) throw new SettingsError('TRX_UTILS_STORAGE', 'is missing (nor is there a theme storage)');
  return { theme, trx };
}

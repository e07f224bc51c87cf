import { readThemeSettings, readTrxUtilsSettings, type ThemeSettings, type TrxUtilsSettings } from '../../src/settings-theme';
import { optionalSettings } from '../theme-shared/page-settings';
import { textLookup } from '../theme-shared/texts';

export interface AccountSettings {
  trx: TrxUtilsSettings;
  theme: ThemeSettings | undefined;
  /** The plugin's `msg_*` texts (defect 7: its real keys), then the theme's strings, then English. */
  text: (key: string) => string;
  emailPattern: RegExp | undefined;
}

/** The utilities plugin binds the popups' forms: `TRX_UTILS_STORAGE` is required, the theme storage optional. */
export function readAccountSettings(): AccountSettings {
  const trx = readTrxUtilsSettings();
  const theme = optionalSettings(() => readThemeSettings());
  return { trx, theme, text: textLookup(trx.messages, theme?.strings), emailPattern: trx.emailPattern ?? theme?.emailPattern };
}

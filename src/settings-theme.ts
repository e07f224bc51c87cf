import { decodeEntities } from './decode-entities';
import { flag, number, object, optional, orElse, readPageGlobal, requiredText, text, texts, toTexts } from './page-values';
import { SettingsError } from './settings-error';
import { findThemeStorage, themeStorage, type ThemeStorageLocation } from './theme-storage';

// Read at start (the message popup's system message, the layout): zod-free, see page-values.ts.
const noMessage = { message: '', status: '', header: '' };
const systemMessage = orElse(object({ message: text, status: text, header: text }), noMessage);

const storage = object({
  ajax_url: requiredText,
  ajax_nonce: text,
  site_url: text,
  email_mask: text,
  comments_maxlength: number(1000),
  contacts_maxlength: number(1000),
  ajax_search_min_length: number(3),
  ajax_search_delay: number(200),
  // The theme never prints it; the default is the theme's own.
  message_timeout: number(5000),
  system_message: optional(systemMessage),
  strings: texts,
});

export interface ThemeSettings extends ThemeStorageLocation {
  ajaxUrl: string;
  nonce: string;
  siteUrl: string;
  /** The site's e-mail pattern, matched case-insensitively; undefined when the page's pattern is unusable. */
  emailPattern: RegExp | undefined;
  commentsMaxLength: number;
  contactsMaxLength: number;
  searchMinLength: number;
  searchDelay: number;
  messageTimeout: number;
  /** Entities decoded: render as text. */
  systemMessage: { message: string; status: string; header: string };
  /** `strings`, entities decoded: render as text. */
  strings: Record<string, string>;
  /** The storage object as the page printed it, for keys named at run time (e.g. `ajax_<tableId>`). */
  raw: Readonly<Record<string, unknown>>;
}

const toPattern = (source: string): RegExp | undefined => {
  if (!source) return undefined;
  try {
    return new RegExp(source, 'i');
  } catch {
    return undefined;
  }
};

// Nested values keep their HTML entities (wp_localize_script decodes top-level scalars only).
const decodeAll = <Texts extends Record<string, string>>(texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, decodeEntities(text)])) as Texts;

/** The ThemeREX theme storage of either generation. */
export function readThemeSettings(win: Window = window): ThemeSettings {
  const location = findThemeStorage(win);
  if (!location) throw new SettingsError('THEMEREX_GLOBALS', 'is missing (nor is there a <THEME>_STORAGE global)');
  const raw = readPageGlobal(location.globalName, storage, win);
  return {
    ...location,
    ajaxUrl: raw.ajax_url,
    nonce: raw.ajax_nonce,
    siteUrl: raw.site_url,
    emailPattern: toPattern(raw.email_mask),
    commentsMaxLength: raw.comments_maxlength,
    contactsMaxLength: raw.contacts_maxlength,
    searchMinLength: raw.ajax_search_min_length,
    searchDelay: raw.ajax_search_delay,
    messageTimeout: raw.message_timeout,
    systemMessage: decodeAll(raw.system_message ?? noMessage),
    strings: decodeAll(raw.strings),
    raw: themeStorage(win)!,
  };
}

const trxStorage = object({
  ajax_url: requiredText,
  ajax_nonce: text,
  email_mask: text,
  login_via_ajax: flag,
});

export interface TrxUtilsSettings {
  ajaxUrl: string;
  nonce: string;
  emailPattern: RegExp | undefined;
  loginViaAjax: boolean;
  /** Every `msg_*` text, by key without the prefix (e.g. `login_empty`), entities decoded. */
  messages: Record<string, string>;
}

/** The utilities plugin's `TRX_UTILS_STORAGE` (same in both generations). */
export function readTrxUtilsSettings(win: Window = window): TrxUtilsSettings {
  const raw = readPageGlobal('TRX_UTILS_STORAGE', trxStorage, win);
  const messages: Record<string, string> = {};
  const stored = (win as unknown as Record<string, Record<string, unknown>>)['TRX_UTILS_STORAGE'];
  for (const [key, text] of Object.entries(toTexts(stored))) {
    if (key.startsWith('msg_')) messages[key.slice(4)] = decodeEntities(text);
  }
  return {
    ajaxUrl: raw.ajax_url,
    nonce: raw.ajax_nonce,
    emailPattern: toPattern(raw.email_mask),
    loginViaAjax: raw.login_via_ajax,
    messages,
  };
}

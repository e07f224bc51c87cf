import { themeStorage } from '../../src/theme-storage';

/** A string from the theme storage's `strings` (printed by the theme's PHP), or '' when missing. */
export function themeString(key: string): string {
  const strings = themeStorage()?.['strings'];
  const value = strings && typeof strings === 'object' ? (strings as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

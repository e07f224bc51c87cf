/** Where the theme keeps its settings: generation A `THEMEREX_GLOBALS`, generation B `<THEME>_STORAGE`. */
export interface ThemeStorageLocation {
  globalName: string;
  generation: 'A' | 'B';
  /** Prefix of the theme's window functions, cookies and popup classes: `themerex`, `diveit`, ... */
  prefix: string;
}

const storagePattern = /^([A-Z][A-Z0-9]*)_STORAGE$/;

/** Finds the theme's storage global without reading it: cheap enough for the entry. */
export function findThemeStorage(win: Window = window): ThemeStorageLocation | undefined {
  const globals = win as unknown as Record<string, unknown>;
  if (globals['THEMEREX_GLOBALS'] != null) return { globalName: 'THEMEREX_GLOBALS', generation: 'A', prefix: 'themerex' };
  for (const key of Object.keys(globals)) {
    const match = storagePattern.exec(key);
    if (match && key !== 'TRX_UTILS_STORAGE' && globals[key] != null && typeof globals[key] === 'object') {
      return { globalName: key, generation: 'B', prefix: match[1]!.toLowerCase() };
    }
  }
  return undefined;
}

/** The theme's storage object itself, as the page printed it (live: the theme's own code sees writes). */
export function themeStorage(win: Window = window): Record<string, unknown> | undefined {
  const location = findThemeStorage(win);
  // findThemeStorage found it defined: never null here.
  return location && (win as unknown as Record<string, Record<string, unknown>>)[location.globalName];
}

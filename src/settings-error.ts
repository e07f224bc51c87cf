/**
 * Thrown by a settings reader when a page global is missing or malformed. Known by `instanceof` (reportError
 * logs its message as "… is switched off"); it sets no `name` of its own: the entry carries this class, and
 * every byte of the entry is on every page.
 */
export class SettingsError extends Error {
  constructor(globalName: string, detail: string) {
    super(`window.${globalName} ${detail}`);
  }
}

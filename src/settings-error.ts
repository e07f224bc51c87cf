/** Thrown by a settings reader when a page global is missing or malformed. */
export class SettingsError extends Error {
  constructor(globalName: string, detail: string) {
    super(`window.${globalName} ${detail}`);
    this.name = 'SettingsError';
  }
}

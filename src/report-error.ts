import { SettingsError } from './settings-error';

const reported = new Set<string>();

/** Logs an enhancer's error once per distinct message, prefixed with the enhancer's name. */
export function reportError(enhancerName: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const key = `${enhancerName}\u0000${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (error instanceof SettingsError) {
    console.error(`[enhance] ${enhancerName} is switched off: ${message}.`);
  } else {
    console.error(`[enhance] ${enhancerName} failed:`, error);
  }
}

/** For tests: forget what was reported. */
export function resetReportedErrors(): void {
  reported.clear();
}

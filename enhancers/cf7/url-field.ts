/**
 * What a `.wpcf7-validates-as-url` field holds after a change: trimmed, and given `http://` when it has no
 * scheme but has a dot (leading slashes dropped).
 */
export function completeUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

/** Completes the URL field that changed, before that field is validated. */
export function completeUrlField(changed: EventTarget | null): void {
  if (changed instanceof HTMLInputElement && changed.classList.contains('wpcf7-validates-as-url')) changed.value = completeUrl(changed.value);
}

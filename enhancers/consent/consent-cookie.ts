/**
 * Which optional consents the cookie value allows: `accept` allows all; a list such as
 * `7_accepted,9_declined,12_required` allows each listed id whose status is not `declined`.
 * No cookie, or a value that is neither, allows none.
 */
export function consentAllows(cookieValue: string | undefined, id: number): boolean {
  if (cookieValue === undefined) return false;
  if (cookieValue === 'accept') return true;
  const statuses = new Map<number, string>();
  for (const pair of cookieValue.split(',')) {
    const match = /^(\d+)_([a-z]+)$/.exec(pair.trim());
    if (!match) return false; // malformed: counts as no consent at all
    statuses.set(Number(match[1]), match[2]!);
  }
  const status = statuses.get(id);
  return status !== undefined && status !== 'declined';
}

/**
 * The socket.io server is the API's origin: '' (this page) for a relative API base such as
 * '/api', else the origin of the absolute one.
 */
export function serverOrigin(apiBase: string, pageUrl: string): string {
  const api = new URL(apiBase, pageUrl);
  return api.origin === new URL(pageUrl).origin ? '' : api.origin;
}

/**
 * The patient's UTC offset in minutes as getTimezoneOffset gives it (300 = UTC-5): from the user
 * record's `timezone` when the session has it, else this browser's. The user record stores the
 * offset east positive (UTC-5 -> -300, as registration and sign-in save it), so its sign flips.
 */
export function patientOffsetMinutes(user: Record<string, unknown> | null, now = new Date()): number {
  const stored = user?.timezone;
  if (typeof stored !== 'number' || !Number.isInteger(stored) || Math.abs(stored) > 840) return now.getTimezoneOffset();
  return stored === 0 ? 0 : -stored;
}

/** Session lifetimes: signed out after 30 minutes without a request, and 12 hours after sign-in at the latest. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

export function sessionExpired(session: { lastSeenAt: string; expiresAt: string }, now: Date): boolean {
  return (
    now.getTime() - Date.parse(session.lastSeenAt) > IDLE_TIMEOUT_MS || now.getTime() >= Date.parse(session.expiresAt)
  );
}

/** Failed sign-ins: after 5 in a row the account waits 1 minute, then the wait doubles per failure (at most 1 hour). */
export const FAILURES_BEFORE_DELAY = 5;

export function lockoutAfter(failedCount: number, now: Date): string | null {
  if (failedCount < FAILURES_BEFORE_DELAY) return null;
  const minutes = Math.min(60, 2 ** (failedCount - FAILURES_BEFORE_DELAY));
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** Per address: at most this many failed sign-ins in the window, whatever the accounts. */
export const IP_FAILURE_LIMIT = 20;
export const IP_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The browser says there is no network (Playwright's offline switch, a phone in a dead spot). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The sentence a write that needs the server meets with no network (issue #31): nothing was kept. */
export const OFFLINE_REFUSAL =
  "You're offline. This change needs the server, so nothing was saved — try again when you're back online.";

const LAST_ANSWER_KEY = 'familyhub:last-answer-at';

/** Notes that the server just answered: "Offline — showing what was here at 10:42" tells this time. */
export function noteServerAnswer(now = Date.now()): void {
  try {
    localStorage.setItem(LAST_ANSWER_KEY, String(now));
  } catch {
    // Storage refused (private mode, full): the banner then says only that this is what was here.
  }
}

/** When the server last answered on this device, or null. */
export function lastServerAnswerAt(): Date | null {
  try {
    const ms = Number(localStorage.getItem(LAST_ANSWER_KEY));
    return ms > 0 ? new Date(ms) : null;
  } catch {
    return null;
  }
}

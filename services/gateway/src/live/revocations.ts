import type { Caller } from '@familyhub/server-kit';

/** Who an open stream listens as. */
export interface StreamOwner {
  caller: Caller;
}

export type StreamSelector = (stream: StreamOwner) => boolean;

/**
 * Identity answers (through this gateway) that end sessions or members: the open live streams they end at once.
 * Everything else — a session revoked through another gateway, an expired session — is caught by the periodic
 * re-check of each stream's session. `caller` is who made the call; only successful answers count.
 */
export function streamsEndedBy(
  method: string,
  path: string,
  status: number,
  caller: Caller | null | undefined,
): StreamSelector | null {
  if (!caller || status < 200 || status >= 300) return null;
  const route = `${method.toUpperCase()} ${path.replace(/\/$/, '')}`;
  const sameUser = (s: StreamOwner) =>
    s.caller.familyId === caller.familyId && s.caller.userId === caller.userId;

  // Settings › Security: "Sign out everywhere".
  if (route === 'POST /api/auth/sessions/revoke-all') return sameUser;
  // Changing the password signs out every other session.
  if (route === 'POST /api/user/update-password') {
    return (s) => sameUser(s) && s.caller.sessionId !== caller.sessionId;
  }
  const revoked = /^DELETE \/api\/auth\/sessions\/(\d+)$/.exec(route);
  if (revoked) return (s) => sameUser(s) && s.caller.sessionId === Number(revoked[1]);
  // A member removed from the family.
  const removed = /^DELETE \/api\/users\/(\d+)$/.exec(route);
  if (removed) {
    return (s) => s.caller.familyId === caller.familyId && s.caller.userId === Number(removed[1]);
  }
  // Deleting one's account; the admin's deletion deletes the family.
  if (route === 'DELETE /api/account') {
    return caller.role === 'admin' ? (s) => s.caller.familyId === caller.familyId : sameUser;
  }
  return null;
}

// What sessions offer to the other identity features (the rest is their own).
export { clearSessionCookie, sessionCookie } from './session-cookie';
export { hashSessionToken, REMEMBERED_SESSION_MS } from './session-token';
export type { SessionsService } from './sessions.service';
// What app.ts wires.
export { createSessionsRepository } from './sessions.repository';
export { sessionsRouter } from './sessions.router';
export { activeSessionsRouter } from './active-sessions.router';
export { createSessionsService } from './sessions.service';

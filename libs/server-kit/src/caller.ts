import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language, Plan, Role } from '@familyhub/contracts';

/** Who is calling, as the gateway resolved it from the session. */
export interface Caller {
  userId: number;
  familyId: number;
  role: Role;
  plan: Plan;
  sessionId?: number;
  /** "Edit schedule" as identity resolved it (events, guest lists, carpools); see canEditSchedule in contracts. */
  canEditSchedule?: boolean;
  /** Set when the call came with a personal API token instead of a session (the token's id). */
  apiTokenId?: number;
  /** The member's language (Settings › Profile): what a service's error sentences are written in. */
  language?: Language;
}

/**
 * A domain service acting for one family with no member signed in (a scheduled reminder, a nightly job).
 * It travels in the envelope's `service` field, never as a `Caller`, so a route that asks `callerOf(req)`
 * never mistakes it for a member; `requireSignature` accepts it on `/internal/` paths only.
 */
export interface ServiceCaller {
  /** The service that acts (e.g. 'money' for its bill reminders). */
  service: string;
  familyId: number;
}

/** Who an internal call is made for: a signed-in member (forwarded) or a service acting for a family. */
export type InternalCaller = Caller | ServiceCaller;

export function isServiceCaller(caller: InternalCaller | null | undefined): caller is ServiceCaller {
  return caller != null && typeof (caller as ServiceCaller).service === 'string';
}

export interface CallerEnvelope {
  caller: Caller | null;
  /** Set (with `caller` null) when a service acts for a family on its own. */
  service?: ServiceCaller;
  method: string;
  path: string;
  /**
   * The service the envelope is for (its catalogue name: 'identity', 'planning', …). A service accepts only
   * envelopes made out to itself, so one service's request cannot be replayed at another.
   */
  audience: string;
  requestId: string;
  /**
   * The browser's address as the gateway derived it once (from its socket, or from X-Forwarded-For only when
   * TRUST_PROXY trusts the hop). Services key their limits by it, never by headers a client could send.
   */
  client?: string;
  /** Unix ms after which the envelope is refused. */
  exp: number;
}

export const CALLER_HEADER = 'x-familyhub-caller';
export const REQUEST_ID_HEADER = 'x-request-id';
const LIFETIME_MS = 60_000;

function mac(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Signs who is calling, bound to one service (`audience`), method and path, for a short time. */
export function signCaller(
  key: string,
  input: {
    caller: InternalCaller | null;
    method: string;
    path: string;
    audience: string;
    requestId: string;
    clientAddress?: string | null;
  },
): string {
  const { caller, clientAddress, ...rest } = input;
  const envelope: CallerEnvelope = {
    ...rest,
    ...(clientAddress ? { client: clientAddress } : {}),
    caller: isServiceCaller(caller) ? null : caller,
    ...(isServiceCaller(caller) && { service: { service: caller.service, familyId: caller.familyId } }),
    method: input.method.toUpperCase(),
    exp: Date.now() + LIFETIME_MS,
  };
  const payload = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** Returns the envelope when the signature, lifetime, audience, method and path all hold; otherwise null. */
export function verifyCaller(
  key: string,
  header: string | undefined,
  method: string,
  path: string,
  audience: string,
): CallerEnvelope | null {
  if (!header) return null;
  const [payload, signature] = header.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let envelope: CallerEnvelope;
  try {
    envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CallerEnvelope;
  } catch {
    return null;
  }
  if (envelope.exp < Date.now()) return null;
  if (envelope.method !== method.toUpperCase() || envelope.path !== path) return null;
  if (envelope.audience !== audience) return null;
  // A member and a service at once is not a shape we ever sign.
  if (envelope.service && envelope.caller) return null;
  return envelope;
}

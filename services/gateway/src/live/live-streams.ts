import { createHash, randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  domainIds,
  errorCodes,
  LIVE_CHANGE_EVENT,
  type DomainId,
  type DomainSwitches,
} from '@familyhub/contracts';
import { endOnShutdown, HttpError, logger, readSessionCookie, unauthenticated } from '@familyhub/server-kit';
import { domainRefusal } from '../domain-gate';
import type { PlatformRegistry } from '../platform-registry';
import type { ResolvedSession, SessionResolver } from '../session';
import { addressBucket } from './address-bucket';
import { createLiveFanIn, type LiveMember } from './fan-in';
import { streamsEndedBy, type StreamOwner, type StreamSelector } from './revocations';
import { UPSTREAM_TIMING, type UpstreamTiming } from './upstream';

/** How many live streams the gateway keeps open (docs/architecture.md "Live updates"). */
export interface LiveLimits {
  /** Per signed-in session: one stream per open tab (a page shares one stream between all its screens). */
  perSession: number;
  /** Per member, over all their sign-ins: several devices, each with a few tabs. */
  perMember: number;
  /** Per family, over all its members: no one family's sign-ins can take the gateway's total from the others. */
  perFamily: number;
  /** Per client address (IPv6: per /64): a household or an office behind one address. */
  perAddress: number;
  /** Per gateway process, whoever asks: what is left of its sockets stays for ordinary calls. */
  total: number;
}

export const LIVE_LIMITS: LiveLimits = {
  perSession: 10,
  perMember: 20,
  perFamily: 60,
  perAddress: 100,
  total: 10_000,
};
/** Each open stream's session is asked again this often; a revoked session or removed member is cut off. */
export const LIVE_RECHECK_MS = 30_000;
/** A comment this often keeps proxies and browsers from dropping a quiet stream. */
export const LIVE_KEEP_ALIVE_MS = 25_000;
/** What a refused stream is told to wait (s) before asking again. */
const RETRY_AFTER_S = 30;
/** Tells EventSource how long to wait before reconnecting after the stream ends. */
const RECONNECT_MS = 3000;

export interface LiveStreamsOptions {
  sessions: SessionResolver;
  registry: PlatformRegistry;
  /** Base URL of each domain service. */
  services: Record<DomainId, string>;
  internalKey: string;
  limits?: Partial<LiveLimits>;
  recheckMs?: number;
  keepAliveMs?: number;
  upstream?: Partial<UpstreamTiming>;
}

interface OpenStream extends StreamOwner {
  tokenKey: string;
  address: string;
  end(reason: string): void;
}

export interface LiveStreams {
  /**
   * GET /api/live, first: the session cookie's caller (401 without one), set as `req.caller` for the definition's
   * sign-in rule (`bindEndpoint`).
   */
  signedIn: RequestHandler;
  /** GET /api/live, then: the stream of the session `signedIn` resolved for this request. */
  open(req: Request, res: Response): Promise<void>;
  /** Ends the streams of the session whose cookie this request carries (sign-out). */
  endSessionOf(req: Request): number;
  /** Ends the streams an identity answer revoked (sign out everywhere, member removed, …); see revocations.ts. */
  afterIdentityAnswer(req: Request, status: number): number;
  /** How many browser streams and service streams are open, for tests and logs. */
  counts(): { streams: number; upstreams: number };
}

function tokenKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The domains a session may hear: what the registry and the domain gate let it call. */
function domainsFor(
  switches: ReadonlyMap<DomainId, DomainSwitches>,
  session: ResolvedSession,
): Set<DomainId> {
  return new Set(
    domainIds.filter((domain) => domainRefusal(domain, switches, session.caller, session.access) === null),
  );
}

/**
 * `GET /api/live`: ONE Server-Sent Events stream per browser page for a signed-in caller, fanned in from every
 * domain service the caller's plan has enabled (fan-in.ts), as `event: change` / `data: {"domain","topic"}`.
 * Capped per session, per member, per family, per address and in total (429 / 503 JSON beyond); the session is asked again every
 * LIVE_RECHECK_MS and the stream ends when it is gone (signed out, revoked, member removed) or at once when
 * this gateway relays the sign-out or revocation.
 */
export function createLiveStreams(options: LiveStreamsOptions): LiveStreams {
  const limits = { ...LIVE_LIMITS, ...options.limits };
  const recheckMs = options.recheckMs ?? LIVE_RECHECK_MS;
  const keepAliveMs = options.keepAliveMs ?? LIVE_KEEP_ALIVE_MS;
  const fanIn = createLiveFanIn({
    services: options.services,
    internalKey: options.internalKey,
    timing: { ...UPSTREAM_TIMING, ...options.upstream },
  });
  const open = new Set<OpenStream>();
  const log = logger.child({ service: 'gateway' });

  const countWhere = (which: (s: OpenStream) => boolean) => {
    let n = 0;
    for (const s of open) if (which(s)) n += 1;
    return n;
  };

  function refuseBeyondLimits(
    res: Response,
    tokenKey: string,
    address: string,
    caller: { userId: number; familyId: number },
  ) {
    const tooMany = (limit: 'session' | 'member' | 'family' | 'address', max: number, message: string) => {
      res.setHeader('Retry-After', String(RETRY_AFTER_S));
      return new HttpError(429, errorCodes.rateLimited, message, { limit, max });
    };
    if (countWhere((s) => s.tokenKey === tokenKey) >= limits.perSession) {
      throw tooMany(
        'session',
        limits.perSession,
        `At most ${limits.perSession} live connections per sign-in. Close some FamilyHub tabs and reload.`,
      );
    }
    if (countWhere((s) => s.caller.userId === caller.userId) >= limits.perMember) {
      throw tooMany(
        'member',
        limits.perMember,
        `At most ${limits.perMember} live connections per member, over all your devices. Close some FamilyHub tabs and reload.`,
      );
    }
    if (countWhere((s) => s.caller.familyId === caller.familyId) >= limits.perFamily) {
      throw tooMany(
        'family',
        limits.perFamily,
        `At most ${limits.perFamily} live connections per family. Close some FamilyHub tabs and reload.`,
      );
    }
    if (countWhere((s) => s.address === address) >= limits.perAddress) {
      throw tooMany(
        'address',
        limits.perAddress,
        `At most ${limits.perAddress} live connections per network address. Please try again later.`,
      );
    }
    if (open.size >= limits.total) {
      res.setHeader('Retry-After', String(RETRY_AFTER_S));
      throw new HttpError(
        503,
        errorCodes.unavailable,
        'Live updates are busy right now. The page still works; it will refresh when you reload.',
      );
    }
  }

  const signedInAs = new WeakMap<Request, { token: string; session: ResolvedSession }>();

  const signedIn: RequestHandler = async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = readSessionCookie(req.headers.cookie, req.secure);
    const session = token ? await options.sessions.resolve(token, String(req.id)) : null;
    if (!token || !session) throw unauthenticated();
    signedInAs.set(req, { token, session });
    req.caller = session.caller;
    next();
  };

  async function openStream(req: Request, res: Response): Promise<void> {
    const signed = signedInAs.get(req);
    if (!signed) throw unauthenticated();
    const { token, session } = signed;
    const tokenKey = tokenKeyOf(token);
    const address = addressBucket(req.clientAddress ?? undefined);
    // Counted and registered in one synchronous step: parallel opens cannot all slip under a cap.
    refuseBeyondLimits(res, tokenKey, address, session.caller);

    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    const member: LiveMember = {
      caller: session.caller,
      domains: new Set(),
      send(change) {
        res.write(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
      },
    };
    const stream: OpenStream = {
      get caller() {
        return member.caller;
      },
      tokenKey,
      address,
      end(reason) {
        if (ended) return;
        (req.log ?? log).info({ reason }, 'live stream ended by the gateway');
        if (res.headersSent) res.end(`: ${reason}\n\n`);
        else res.destroy();
        cleanup();
      },
    };
    function cleanup() {
      if (ended) return;
      ended = true;
      for (const timer of timers) clearInterval(timer);
      open.delete(stream);
      fanIn.leave(member);
      forget();
    }
    open.add(stream);
    // This gateway draining for shutdown: the browser reconnects (to another gateway) after its retry.
    const forget = endOnShutdown(() => stream.end('gateway stopping'));
    res.on('close', cleanup);

    member.domains = domainsFor(await options.registry.current(), session);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    if (ended) return;
    await fanIn.join(member);
    // The 200 goes out once every reachable domain listens, so a change made after it always arrives.
    if (ended) return;
    res.flushHeaders();
    res.write(`retry: ${RECONNECT_MS}\n\n`);

    timers.push(
      setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs),
      setInterval(() => {
        recheckSession(token, stream, member).catch((err: unknown) => {
          (req.log ?? log).warn({ err }, 'live stream session re-check failed');
        });
      }, recheckMs),
    );
  }

  /** Ends the stream if its session is gone; otherwise follows a change of plan, rights or registry. */
  async function recheckSession(token: string, stream: OpenStream, member: LiveMember) {
    let session: ResolvedSession | null;
    try {
      session = await options.sessions.resolve(token, randomUUID());
    } catch {
      // Identity cannot answer right now: keep the stream (it carries topic names, never data) and ask again.
      return;
    }
    if (!open.has(stream)) return;
    if (!session || session.caller.familyId !== member.caller.familyId) {
      stream.end('session_ended');
      return;
    }
    member.caller = session.caller;
    member.domains = domainsFor(await options.registry.current(), session);
    fanIn.update(member);
  }

  function endWhere(which: StreamSelector, reason: string): number {
    let n = 0;
    for (const stream of [...open]) {
      if (!which(stream)) continue;
      stream.end(reason);
      n += 1;
    }
    return n;
  }

  return {
    signedIn,
    open: openStream,
    endSessionOf(req) {
      const token = readSessionCookie(req.headers.cookie, req.secure);
      if (!token) return 0;
      const key = tokenKeyOf(token);
      return endWhere((s) => (s as OpenStream).tokenKey === key, 'signed_out');
    },
    afterIdentityAnswer(req, status) {
      const which = streamsEndedBy(req.method, req.path, status, req.caller);
      return which ? endWhere(which, 'revoked') : 0;
    },
    counts: () => ({ streams: open.size, upstreams: fanIn.upstreamCount() }),
  };
}

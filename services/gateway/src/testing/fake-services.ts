import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import express from 'express';
import { domainIds, serviceNames, type DomainSwitches } from '@familyhub/contracts';
import { freePort } from '@familyhub/server-kit/testing';
import {
  CALLER_HEADER,
  REQUEST_ID_HEADER,
  verifyCaller,
  type Caller,
  type ServiceName,
} from '@familyhub/server-kit';

export const KEY = 'gateway-test-key';

/**
 * Every service of the catalogue at `fallback` (say, a port that refuses), but those named in `urls`: a test names
 * the services it runs, and a domain added later by the generator is simply down in it.
 */
export function serviceUrls(
  fallback: string,
  urls: Partial<Record<ServiceName, string>> = {},
): Record<ServiceName, string> {
  return Object.fromEntries(serviceNames.map((name) => [name, urls[name] ?? fallback])) as Record<
    ServiceName,
    string
  >;
}
export const GOOD_TOKEN = 'good-session-token';
export const PARENT: Caller = { userId: 7, familyId: 3, role: 'parent', plan: 'free', sessionId: 11 };
/** More sessions the fake identity knows, for the per-plan domain gate. */
export const MONTHLY_TOKEN = 'monthly-session-token';
export const MONTHLY_ADMIN: Caller = {
  userId: 8,
  familyId: 4,
  role: 'admin',
  plan: 'monthly',
  sessionId: 12,
};
export const NO_FINANCES_TOKEN = 'no-finances-session-token';
export const PARENT_WITHOUT_FINANCES: Caller = {
  userId: 9,
  familyId: 4,
  role: 'parent',
  plan: 'monthly',
  sessionId: 13,
};

const sessionsByToken: Record<string, { caller: Caller; access: { canViewFinances: boolean } }> = {
  [GOOD_TOKEN]: { caller: PARENT, access: { canViewFinances: true } },
  [MONTHLY_TOKEN]: { caller: MONTHLY_ADMIN, access: { canViewFinances: false } },
  [NO_FINANCES_TOKEN]: { caller: PARENT_WITHOUT_FINANCES, access: { canViewFinances: false } },
};

/** Signs a session in at the fake identity, or out (null): as if revoked, expired or its member removed. */
export function setFakeSession(
  token: string,
  session: { caller: Caller; access: { canViewFinances: boolean } } | null,
): void {
  if (session) sessionsByToken[token] = session;
  else delete sessionsByToken[token];
}

/** Every domain on for every plan: what the fake identity's registry answers until a test changes it. */
export function allDomainsOn(): DomainSwitches[] {
  return domainIds.map((id) => ({
    id,
    name: id[0].toUpperCase() + id.slice(1),
    plans: { free: true, monthly: true, annual: true },
    killed: false,
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    remoteEntrySource: 'default' as const,
    updatedAt: new Date(0).toISOString(),
    updatedBy: null,
  }));
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The envelope the service verified, or null when the signature did not hold. */
  verified: ReturnType<typeof verifyCaller>;
  body: string;
}

export interface FakeService {
  name: ServiceName;
  url: string;
  seen: SeenRequest[];
  resolveCalls: number;
  /** What GET /internal/platform/domains answers ('fail': a 500, as if identity were in trouble). */
  registry: DomainSwitches[] | 'fail';
  registryCalls: number;
  close(): Promise<void>;
}

/** A stand-in for one service: verifies the caller like server-kit's requireSignature and records what arrived. */
export async function startFakeService(name: ServiceName): Promise<FakeService> {
  const seen: SeenRequest[] = [];
  const state = { resolveCalls: 0, registry: allDomainsOn() as DomainSwitches[] | 'fail', registryCalls: 0 };
  const app = express();
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/ready', (_req, res) => {
    res.json({ status: 'ready', service: name, checks: { database: 'up' } });
  });
  app.use(express.text({ type: '*/*', limit: '5mb' }));
  app.post('/internal/sessions/resolve', (req, res) => {
    state.resolveCalls += 1;
    const envelope = verifyCaller(KEY, req.header(CALLER_HEADER), req.method, req.originalUrl, name);
    if (!envelope) {
      res.status(401).json({ error: 'unauthenticated', message: 'unsigned' });
      return;
    }
    const { token } = JSON.parse(String(req.body)) as { token: string };
    const session = sessionsByToken[token];
    if (session) res.json(session);
    else res.status(401).json({ error: 'unauthenticated', message: 'Please sign in to continue' });
  });
  app.get('/internal/platform/domains', (req, res) => {
    state.registryCalls += 1;
    const envelope = verifyCaller(KEY, req.header(CALLER_HEADER), req.method, req.originalUrl, name);
    if (!envelope || envelope.caller) {
      res.status(401).json({ error: 'unauthenticated', message: 'unsigned' });
      return;
    }
    if (state.registry === 'fail')
      res.status(500).json({ error: 'internal_error', message: 'database down' });
    else res.json(state.registry);
  });
  app.use((req, res) => {
    const verified = verifyCaller(KEY, req.header(CALLER_HEADER), req.method, req.originalUrl, name);
    seen.push({
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      verified,
      body: String(req.body ?? ''),
    });
    if (!verified) {
      res
        .status(401)
        .json({ error: 'unauthenticated', message: 'This service only answers calls signed by the gateway' });
      return;
    }
    if (req.originalUrl === '/api/auth/sign-in') {
      res.cookie('fh_session', GOOD_TOKEN, { httpOnly: true, sameSite: 'lax', path: '/' });
    }
    res.setHeader(REQUEST_ID_HEADER, String(req.headers[REQUEST_ID_HEADER]));
    res.json({ service: name, caller: verified.caller, path: req.originalUrl });
  });
  const server: HttpServer = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    get resolveCalls() {
      return state.resolveCalls;
    },
    get registry() {
      return state.registry;
    },
    set registry(value) {
      state.registry = value;
    },
    get registryCalls() {
      return state.registryCalls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (connections are refused at once). */
export async function refusedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

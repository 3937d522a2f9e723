import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import express from 'express';
import { CALLER_HEADER, REQUEST_ID_HEADER, verifyCaller, type Caller, type ServiceName } from '@familyhub/server-kit';

export const KEY = 'gateway-test-key';
export const GOOD_TOKEN = 'good-session-token';
export const PARENT: Caller = { userId: 7, familyId: 3, role: 'parent', plan: 'free', sessionId: 11 };

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
  close(): Promise<void>;
}

/** A stand-in for one service: verifies the caller like server-kit's requireSignature and records what arrived. */
export async function startFakeService(name: ServiceName): Promise<FakeService> {
  const seen: SeenRequest[] = [];
  const state = { resolveCalls: 0 };
  const app = express();
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.use(express.text({ type: '*/*', limit: '5mb' }));
  app.post('/internal/sessions/resolve', (req, res) => {
    state.resolveCalls += 1;
    const envelope = verifyCaller(KEY, req.header(CALLER_HEADER), req.method, req.originalUrl);
    if (!envelope) {
      res.status(401).json({ error: 'unauthenticated', message: 'unsigned' });
      return;
    }
    const { token } = JSON.parse(String(req.body)) as { token: string };
    if (token === GOOD_TOKEN) res.json({ caller: PARENT });
    else res.status(401).json({ error: 'unauthenticated', message: 'Please sign in to continue' });
  });
  app.use((req, res) => {
    const verified = verifyCaller(KEY, req.header(CALLER_HEADER), req.method, req.originalUrl);
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, verified, body: String(req.body ?? '') });
    if (!verified) {
      res.status(401).json({ error: 'unauthenticated', message: 'This service only answers calls signed by the gateway' });
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (connections are refused at once). */
export async function refusedPortUrl(): Promise<string> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_IDLE_TIMEOUT_MS, createGatewayServer } from './http-server';

describe('the gateway’s connections with its callers', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = createGatewayServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (agent: http.Agent) =>
    new Promise<{ keepAlive: string; reused: boolean }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ keepAlive: String(res.headers['keep-alive']), reused: req.reusedSocket }),
        );
      });
      req.on('error', reject);
    });

  it('tells a caller it keeps an idle connection for 65 s, longer than a load balancer’s 60 s', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(agent)).keepAlive).toBe('timeout=65');
      expect(CLIENT_IDLE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      agent.destroy();
    }
  });

  it('answers on the same connection after the 5 s Node closes idle ones at by default', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(agent)).reused).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(await get(agent)).toEqual({ keepAlive: 'timeout=65', reused: true });
    } finally {
      agent.destroy();
    }
  });
});

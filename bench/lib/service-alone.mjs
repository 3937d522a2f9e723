// One domain service alone for a bench: its app on a database of its own — a fresh PostgreSQL database when
// DATABASE_URL is set (created here, dropped by stop()), else the embedded PGlite in memory — listening on a free
// loopback port, called over HTTP with the caller signed as the gateway signs it. The figures are then the
// service's own cost; the gateway's hop is bench/api.mjs's.
import { once } from 'node:events';
import { throwawayDatabase } from './throwaway-database.mjs';

const KEY = 'bench-internal-key';
const FIELD_KEY = '62656e6368206669656c642d656e6372797074696f6e206b6579202d2d2d2d2d';

/**
 * @param {string} domain the service under services/<domain>
 * @param {object} caller the signed caller of every call
 * @param {object} services what the app needs besides db and keys (its stand-ins for other services)
 */
export async function startServiceAlone(domain, caller, services = {}) {
  // The services are CommonJS TypeScript: loaded through tsx's require, as `tsx` runs them.
  const { require: tsRequire } = await import('tsx/cjs/api');
  const kit = tsRequire('../../libs/server-kit/src/index.ts', import.meta.url);
  const { createApp } = tsRequire(`../../services/${domain}/src/app.ts`, import.meta.url);
  const { databaseOptions } = tsRequire(`../../services/${domain}/src/database.ts`, import.meta.url);
  const own = process.env.DATABASE_URL
    ? await throwawayDatabase(process.env.DATABASE_URL, `fh_bench_${domain}`)
    : undefined;
  const database = await kit.openDatabase(
    own ? { ...databaseOptions, url: own.url } : { ...databaseOptions, pgliteDir: 'memory' },
  );
  const app = createApp({ db: database.db, internalKey: KEY, fieldKey: FIELD_KEY, ...services });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${server.address().port}`;

  /** A signed call; a non-2xx answer throws with its status and body. */
  const request = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [kit.CALLER_HEADER]: kit.signCaller(KEY, {
          caller,
          method,
          path,
          audience: app.locals.serviceName,
          requestId: 'bench',
        }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };

  return {
    db: database.db,
    engine: own ? 'PostgreSQL' : 'embedded PGlite',
    /** Where it listens (a bench that runs several points the others at it: `<NAME>_URL`). */
    url: base,
    app,
    request,
    /** A signed call's JSON answer. */
    call: async (method, path, body) => (await request(method, path, body)).json(),
    async stop() {
      server.close();
      await database.close();
      await own?.drop();
    },
  };
}

import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { domainIds } from '@familyhub/contracts';
import type { ServiceName } from '@familyhub/server-kit';
import { createTestDatabase, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { startIdentityServer } from '@familyhub/identity-service/testing';

type DomainName = Exclude<ServiceName, 'identity'>;

interface Definition {
  database: Parameters<typeof createTestDatabase>[0];
  createApp(options: { db: never; internalKey: string; fieldKey: string }): Express;
}

/**
 * Each domain service of the catalogue as identity's account tests run it: its `services/<name>/src/app.ts`
 * (createApp) and `src/database.ts` (databaseOptions), the shape every domain and the generator's output has.
 * Loaded by name at run time, so a domain added by the generator is run too, with no entry here to write.
 */
async function definitionOf(name: DomainName): Promise<Definition> {
  const app = (await import(`../../../${name}/src/app`)) as { createApp: Definition['createApp'] };
  const database = (await import(`../../../${name}/src/database`)) as {
    databaseOptions: Definition['database'];
  };
  return { database: database.databaseOptions, createApp: app.createApp };
}

export interface DomainServers {
  apps: Record<DomainName, Express>;
  /** Points one domain's URL at a closed port, as if that service were down, until `restore`. */
  takeDown(service: DomainName): void;
  restore(): void;
  close(): Promise<void>;
}

/** Every domain service on its own test database and a random local port, with `<NAME>_URL` pointing at it. */
export async function startDomainServers(): Promise<DomainServers> {
  const previous = new Map<string, string | undefined>();
  const urls = new Map<string, string>();
  const closers: (() => Promise<void>)[] = [];
  const apps = {} as Record<DomainName, Express>;
  for (const name of domainIds) {
    const definition = await definitionOf(name);
    const database = await createTestDatabase(definition.database);
    const app = definition.createApp({
      db: database.db as never,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const envName = `${name.toUpperCase()}_URL`;
    previous.set(envName, process.env[envName]);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    urls.set(envName, url);
    process.env[envName] = url;
    apps[name] = app;
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    });
  }
  return {
    apps,
    takeDown(service) {
      process.env[`${service.toUpperCase()}_URL`] = 'http://127.0.0.1:1';
    },
    restore() {
      for (const [envName, url] of urls) process.env[envName] = url;
    },
    async close() {
      for (const close of closers) await close();
      for (const [envName, value] of previous) {
        if (value === undefined) delete process.env[envName];
        else process.env[envName] = value;
      }
    },
  };
}

/** What `identityWithDomains` gives a test file once its `beforeAll` has run. */
export interface IdentityWithDomains {
  identity: Awaited<ReturnType<typeof startIdentityServer>>;
  domains: DomainServers;
}

/**
 * The Jest hooks of a test file whose identity calls every domain service for real: identity listens on a random
 * port (IDENTITY_URL points at it, and is put back afterwards), each domain runs on its own test database, and a
 * domain taken down by a test comes back after it. Read `identity` and `domains` inside tests, not at load time.
 */
export function identityWithDomains(setupTimeoutMs = 240_000): IdentityWithDomains {
  const env = {} as IdentityWithDomains;
  const previousIdentityUrl = process.env.IDENTITY_URL;
  beforeAll(async () => {
    env.identity = await startIdentityServer();
    process.env.IDENTITY_URL = env.identity.url;
    env.domains = await startDomainServers();
  }, setupTimeoutMs);
  afterAll(async () => {
    await env.domains?.close();
    await env.identity?.close();
    if (previousIdentityUrl === undefined) delete process.env.IDENTITY_URL;
    else process.env.IDENTITY_URL = previousIdentityUrl;
  }, setupTimeoutMs);
  afterEach(() => env.domains.restore());
  return env;
}

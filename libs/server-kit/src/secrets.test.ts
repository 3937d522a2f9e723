import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedDatabasePassword, loadSecrets } from './secrets';

const KEYS = [
  'INTERNAL_SIGNING_KEY',
  'FIELD_ENCRYPTION_KEY',
  'SESSION_SECRET',
  'PLATFORM_OPERATOR_PASSWORD',
  'EMBEDDED_DB_PASSWORD',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
];
let saved: NodeJS.ProcessEnv;
let dir: string;

beforeEach(() => {
  saved = { ...process.env };
  for (const key of KEYS) delete process.env[key];
  dir = mkdtempSync(path.join(tmpdir(), 'familyhub-secrets-'));
  process.env.FAMILYHUB_DATA_DIR = dir;
});
afterEach(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('loadSecrets', () => {
  it('generates the two keys, the operator and database passwords and the VAPID pair once into secrets.json (mode 600), no session secret', () => {
    const first = loadSecrets();
    expect(first).toEqual({
      internalKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      fieldKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      operatorPassword: expect.any(String),
      databasePassword: expect.stringMatching(/^[\w-]{32}$/),
      // An uncompressed P-256 point (65 bytes) and a 32-byte scalar, base64url.
      vapidPublicKey: expect.stringMatching(/^[\w-]{87}$/),
      vapidPrivateKey: expect.stringMatching(/^[\w-]{43}$/),
    });
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort()).toEqual([
      'databasePassword',
      'fieldKey',
      'internalKey',
      'operatorPassword',
      'vapidPrivateKey',
      'vapidPublicKey',
    ]);
    expect(loadSecrets()).toEqual(first);
  });

  it('ignores the session secret an older install wrote', () => {
    writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ sessionSecret: 'old', internalKey: 'i', fieldKey: 'f', operatorPassword: 'p' }),
      { mode: 0o600 },
    );
    expect(loadSecrets()).toEqual({
      internalKey: 'i',
      fieldKey: 'f',
      operatorPassword: 'p',
      databasePassword: expect.any(String),
      vapidPublicKey: expect.any(String),
      vapidPrivateKey: expect.any(String),
    });
  });

  it('gives an older install a VAPID pair once, kept across starts; VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY override', () => {
    writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ internalKey: 'i', fieldKey: 'f', operatorPassword: 'p', databasePassword: 'd' }),
      { mode: 0o600 },
    );
    const first = loadSecrets();
    expect(first.vapidPublicKey).toMatch(/^[\w-]{87}$/);
    expect(loadSecrets()).toEqual(first);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    process.env.VAPID_PUBLIC_KEY = 'public-from-env';
    process.env.VAPID_PRIVATE_KEY = 'private-from-env';
    expect(loadSecrets()).toMatchObject({
      vapidPublicKey: 'public-from-env',
      vapidPrivateKey: 'private-from-env',
    });
  });

  it('gives an older install a database password once, and EMBEDDED_DB_PASSWORD overrides it', () => {
    writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ internalKey: 'i', fieldKey: 'f', operatorPassword: 'p' }),
      { mode: 0o600 },
    );
    const password = embeddedDatabasePassword(dir);
    expect(password).toMatch(/^[\w-]{32}$/);
    expect(embeddedDatabasePassword(dir)).toBe(password);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    process.env.EMBEDDED_DB_PASSWORD = 'from-env';
    expect(embeddedDatabasePassword(dir)).toBe('from-env');
  });

  it('needs only INTERNAL_SIGNING_KEY and FIELD_ENCRYPTION_KEY in production', () => {
    process.env.NODE_ENV = 'production';
    expect(() => loadSecrets()).toThrow('Set INTERNAL_SIGNING_KEY, FIELD_ENCRYPTION_KEY in production');
    process.env.INTERNAL_SIGNING_KEY = 'internal';
    process.env.FIELD_ENCRYPTION_KEY = 'field';
    expect(loadSecrets()).toEqual({ internalKey: 'internal', fieldKey: 'field' });
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { runtimeMode } from './runtime-mode';

/**
 * The platform's keys. There is no session secret: a session cookie is 32 random bytes and identity keeps only its
 * SHA-256, so a key would add nothing a 256-bit random token lacks (an older install's `sessionSecret` is ignored).
 */
export interface Secrets {
  /** HMAC key the gateway signs the caller with; every service verifies it. */
  internalKey: string;
  /** AES-256-GCM key (hex, 32 bytes) for field encryption. */
  fieldKey: string;
  /**
   * The platform operator's password: PLATFORM_OPERATOR_PASSWORD, else (embedded mode) generated once per install
   * beside the other secrets and printed in the start banner. Never a published default.
   */
  operatorPassword?: string;
  /**
   * The embedded database's password (embedded mode only: a PostgreSQL server has its own in DATABASE_URL), proved
   * by every connection to 127.0.0.1:EMBEDDED_DB_PORT. Generated once per install; EMBEDDED_DB_PASSWORD overrides.
   */
  databasePassword?: string;
  /**
   * The install's VAPID key pair for web push (base64url P-256, as web-push makes them): push services bind each
   * browser's subscription to the public key, so it is generated once and kept. VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY override (both or neither); in production without them push is off.
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

type OptionalSecret = 'operatorPassword' | 'databasePassword' | 'vapidPublicKey' | 'vapidPrivateKey';

const envNames: Record<Exclude<keyof Secrets, OptionalSecret>, string> = {
  internalKey: 'INTERNAL_SIGNING_KEY',
  fieldKey: 'FIELD_ENCRYPTION_KEY',
};

export function dataDir(): string {
  return path.resolve(process.env.FAMILYHUB_DATA_DIR ?? path.join(process.cwd(), '.data'));
}

/** 16 random bytes as four dash-separated groups: easy to copy from the banner, 128 bits to guess. */
export function generatedOperatorPassword(): string {
  const text = randomBytes(16).toString('base64url').slice(0, 20);
  return text.match(/.{5}/g)!.join('-');
}

function generatedVapidKeys(): Pick<Secrets, 'vapidPublicKey' | 'vapidPrivateKey'> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
}

function generated(): Secrets {
  return {
    internalKey: randomBytes(32).toString('hex'),
    fieldKey: randomBytes(32).toString('hex'),
    operatorPassword: generatedOperatorPassword(),
    databasePassword: generatedDatabasePassword(),
    ...generatedVapidKeys(),
  };
}

function generatedDatabasePassword(): string {
  return randomBytes(24).toString('base64url');
}

/** The install's secrets file at `dir`: created once (mode 600), and given what an older install's lacks. */
function storedSecrets(dir: string): Secrets {
  const file = path.join(dir, 'secrets.json');
  mkdirSync(dir, { recursive: true });
  let stored: Secrets;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } catch {
    stored = generated();
    try {
      // 'wx' fails if another process won the race; then we read what it wrote.
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
    }
  }
  if (
    !stored.operatorPassword ||
    !stored.databasePassword ||
    !stored.vapidPublicKey ||
    !stored.vapidPrivateKey
  ) {
    // An install from before per-install operator or database passwords or web push: add them (the launcher does
    // this before any service starts).
    stored = {
      ...stored,
      operatorPassword: stored.operatorPassword ?? generatedOperatorPassword(),
      databasePassword: stored.databasePassword ?? generatedDatabasePassword(),
      ...(stored.vapidPublicKey && stored.vapidPrivateKey
        ? { vapidPublicKey: stored.vapidPublicKey, vapidPrivateKey: stored.vapidPrivateKey }
        : generatedVapidKeys()),
    };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return stored;
}

/**
 * Secrets come from the environment; in embedded mode any that is missing is generated once
 * into `.data/secrets.json` (mode 600) so every process of the platform shares it.
 */
export function loadSecrets(dir: string = dataDir()): Secrets {
  const { production } = runtimeMode();
  const fromEnv: Partial<Secrets> = {};
  for (const [key, env] of Object.entries(envNames) as [keyof typeof envNames, string][]) {
    if (process.env[env]) fromEnv[key] = process.env[env];
  }
  if (process.env.PLATFORM_OPERATOR_PASSWORD)
    fromEnv.operatorPassword = process.env.PLATFORM_OPERATOR_PASSWORD;
  if (process.env.EMBEDDED_DB_PASSWORD) fromEnv.databasePassword = process.env.EMBEDDED_DB_PASSWORD;
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    fromEnv.vapidPublicKey = process.env.VAPID_PUBLIC_KEY;
    fromEnv.vapidPrivateKey = process.env.VAPID_PRIVATE_KEY;
  }
  if (fromEnv.internalKey && fromEnv.fieldKey) {
    // The launcher hands the two keys to every service; the operator's generated password stays in the file.
    if (fromEnv.operatorPassword || production) return fromEnv as Secrets;
  }
  if (production) {
    throw new Error(`Set ${Object.values(envNames).join(', ')} in production`);
  }
  const stored = storedSecrets(dir);
  const { internalKey, fieldKey, operatorPassword, databasePassword, vapidPublicKey, vapidPrivateKey } = {
    ...stored,
    ...fromEnv,
  };
  return { internalKey, fieldKey, operatorPassword, databasePassword, vapidPublicKey, vapidPrivateKey };
}

/** The embedded database's password of the install at `dir` (generating the install's secrets when it has none). */
export function embeddedDatabasePassword(dir: string = dataDir()): string {
  return process.env.EMBEDDED_DB_PASSWORD || storedSecrets(dir).databasePassword!;
}

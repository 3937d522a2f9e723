import request from 'supertest';
import type { Express } from 'express';
import { CALLER_HEADER, signCaller, type InternalCaller } from '../caller';

export const TEST_INTERNAL_KEY = 'test-internal-signing-key';
/** A fixed 32-byte field-encryption key (hex) for tests only. */
export const TEST_FIELD_KEY = '74657374206669656c642d656e6372797074696f6e206b6579202d2d2d2d2d2d';

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The service an app made by `createServiceApp` is (the audience its calls must be signed out to). */
export function audienceOf(app: Express): string {
  const name = (app.locals as { serviceName?: unknown }).serviceName;
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * supertest calls signed as the gateway would sign them, for `caller` (null = anonymous); a `{ service, familyId }`
 * caller signs as a service acting for that family.
 */
export function signedClient(
  app: Express,
  caller: InternalCaller | null,
  key = TEST_INTERNAL_KEY,
  options: { clientAddress?: string } = {},
) {
  const call = (verb: Verb) => (path: string) =>
    request(app)
      [verb](path)
      .set(
        CALLER_HEADER,
        signCaller(key, {
          caller,
          method: verb.toUpperCase(),
          path,
          audience: audienceOf(app),
          requestId: 'test',
          clientAddress: options.clientAddress,
        }),
      );
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

import {
  endpointCoverage,
  formatFindings,
  isStreamRoute,
  signedClient,
  sweepMalformedInput,
} from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from './testing';

const ROUTES_NOT_YET_DEFINED = [
  'DELETE /api/account',
  'DELETE /api/auth/api-tokens/:id',
  'DELETE /api/auth/sessions/:id',
  'DELETE /api/users/:id',
  'GET /api/account/export/:id/download',
  'GET /api/auth/2fa',
  'GET /api/auth/api-tokens',
  'GET /api/auth/demo',
  'GET /api/auth/me',
  'GET /api/auth/sessions',
  'GET /api/encryption/status',
  'GET /api/platform/admin/domains',
  'GET /api/platform/admin/jobs',
  'GET /api/settings/family',
  'GET /api/settings/storage',
  'GET /api/subscription',
  'GET /api/subscription/billing-history',
  'GET /api/subscription/status',
  'GET /api/users',
  'GET /api/users/:id',
  'GET /api/users/:id/notification-preferences',
  'GET /api/users/children',
  'GET /api/users/me/privacy',
  'PATCH /api/platform/admin/domains/:id',
  'PATCH /api/settings/family',
  'PATCH /api/users/:id',
  'PATCH /api/users/me',
  'POST /api/account/export',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/api-tokens',
  'POST /api/auth/demo-sign-in',
  'POST /api/auth/sessions/revoke-all',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-in/2fa',
  'POST /api/auth/sign-out',
  'POST /api/auth/sign-up',
  'POST /api/encryption/test',
  'POST /api/subscription/cancel',
  'POST /api/subscription/change',
  'POST /api/subscription/checkout',
  'POST /api/subscription/resume',
  'POST /api/subscription/switch-to-free',
  'POST /api/user/update-password',
  'POST /api/users',
  'POST /api/users/:id/notification-preferences',
  'PUT /api/users/me/privacy',
];

// Issue #9 item 1: malformed input anywhere is a 4xx JSON answer, never a 5xx.
let identity: IdentityUnderTest;

beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

it('refuses a NUL character in a sign-up with a clear 400', async () => {
  const res = await signedClient(identity.app, null).post('/api/auth/sign-up').send({
    username: 'nul1',
    password: 'correct horse battery',
    name: 'A\u0000B',
    email: 'a@example.com',
    familyName: 'The Nuls',
  });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('Text cannot contain the NUL character (\\u0000)');
});

it('answers every malformed request to every route with JSON and never a 5xx', async () => {
  const { caller } = await signUpFamily(identity.app);
  await addMember(identity.app, caller);
  // The data export asks the domain services, which this test does not run: their 503 is the right answer.
  const findings = await sweepMalformedInput(identity.app, {
    caller,
    skip: isStreamRoute,
    acceptUnavailable: true,
  });
  expect(formatFindings(findings)).toBe('');
}, 180_000);

it('serves exactly the endpoints its definitions declare (issue #29: what /api/openapi.json publishes)', () => {
  const { notDefined, notServed } = endpointCoverage(identity.app, 'identity');
  expect(notServed).toEqual([]);
  // Routes still written by hand while identity moves to endpoint definitions; the list only shrinks.
  expect(notDefined).toEqual(ROUTES_NOT_YET_DEFINED);
});

import type { EncryptionStatus, EncryptionTestResult } from '@familyhub/contracts';
import { signedClient, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

describe('encryption status and test (admin panel)', () => {
  it('tells an admin the real state: key present, round trip working, the protected fields', async () => {
    const { caller } = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, caller).get('/api/encryption/status').expect(200);
    const status = res.body as EncryptionStatus;
    expect(status).toMatchObject({
      active: true,
      algorithm: 'aes-256-gcm',
      keyAvailable: true,
      middleware: true,
    });
    expect(status.fieldsProtected).toEqual(
      expect.arrayContaining([
        'planning.emergency_contacts.phoneNumber',
        'planning.emergency_contacts.address',
        'identity.users.twoFactorSecret',
        // Issue #33: sealed for their member (a key per note; a context bound to the author).
        'home.private_notes.content',
        'wellness.journal_entries.content',
        'wellness.mental_health_checkins.responses',
      ]),
    );

    const test = await signedClient(identity.app, caller).post('/api/encryption/test').expect(200);
    expect(test.body as EncryptionTestResult).toEqual({
      success: true,
      message: 'Encrypted and decrypted a sample with AES-256-GCM; a tampered copy was rejected.',
    });
  });

  it('refuses parents and children with 403, and anonymous callers with 401', async () => {
    const { caller: admin } = await signUpFamily(identity.app);
    for (const role of ['parent', 'child'] as const) {
      const { caller } = await addMember(identity.app, admin, { role });
      const status = await signedClient(identity.app, caller).get('/api/encryption/status').expect(403);
      expect(status.body).toEqual({
        error: 'forbidden',
        message: 'Only family admins can see the encryption status',
      });
      await signedClient(identity.app, caller).post('/api/encryption/test').expect(403);
    }
    await signedClient(identity.app, null).get('/api/encryption/status').expect(401);
  });

  it('will not start identity without a usable 32-byte key', async () => {
    expect(() =>
      createApp({ db: identity.database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: 'too-short' }),
    ).toThrow(/FIELD_ENCRYPTION_KEY must be 32 bytes/);
  });
});

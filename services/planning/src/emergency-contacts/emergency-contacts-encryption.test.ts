import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { EmergencyContact, EmergencyContactPage } from '@familyhub/contracts';
import { isEncryptedValue, type Caller, type DatabaseHandle } from '@familyhub/server-kit';
import {
  createTestDatabase,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import { databaseOptions } from '../database';
import { emergencyContacts, type PlanningSchema } from '../schema';
import { SETUP_TIMEOUT_MS } from '../testing/planning-api';

const FAMILY = 8301;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'free' };
const stranger: Caller = { userId: 81, familyId: 8302, role: 'admin', plan: 'free' };

let database: DatabaseHandle<PlanningSchema>;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase(databaseOptions);
  app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
}, SETUP_TIMEOUT_MS);

async function rawRow(id: number) {
  const [row] = await database.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, id));
  return row;
}

describe('emergency contacts at rest', () => {
  it('stores phone numbers, address and notes as ciphertext and answers them in plain text', async () => {
    const created = await signedClient(app, admin)
      .post('/api/emergency-contacts')
      .send({
        name: 'Grandma Rose',
        phoneNumber: '(555) 123-4567',
        alternatePhone: '+1 555 765 4321',
        email: 'rose@example.test',
        address: '12 Elm Street',
        notes: 'Has a spare key',
      })
      .expect(201);
    const contact = created.body as EmergencyContact;
    expect(contact).toMatchObject({
      phoneNumber: '(555) 123-4567',
      address: '12 Elm Street',
      notes: 'Has a spare key',
    });

    const row = await rawRow(contact.id);
    for (const stored of [row.phoneNumber, row.alternatePhone, row.address, row.notes]) {
      expect(isEncryptedValue(stored ?? '')).toBe(true);
    }
    expect(JSON.stringify(row)).not.toMatch(/555|Elm Street|spare key/);
    expect(row.name).toBe('Grandma Rose');

    const listed = await signedClient(app, admin).get('/api/emergency-contacts').expect(200);
    expect(listed.body).toEqual({ items: [contact], nextCursor: null });
    await signedClient(app, stranger)
      .patch(`/api/emergency-contacts/${contact.id}`)
      .send({ notes: 'x' })
      .expect(404);
  });

  it('reads a row written before encryption as it is and encrypts it on the next change', async () => {
    const [legacy] = await database.db
      .insert(emergencyContacts)
      .values({
        familyId: FAMILY,
        name: 'Old Neighbour',
        phoneNumber: '555-0100',
        address: '3 Oak Lane',
        notes: 'Waters plants',
      })
      .returning();

    const listed = (
      (await signedClient(app, admin).get('/api/emergency-contacts').expect(200)).body as EmergencyContactPage
    ).items;
    expect(listed.find((c) => c.id === legacy.id)).toMatchObject({
      phoneNumber: '555-0100',
      address: '3 Oak Lane',
      notes: 'Waters plants',
    });

    const updated = await signedClient(app, admin)
      .patch(`/api/emergency-contacts/${legacy.id}`)
      .send({ notes: 'Waters plants on Fridays' })
      .expect(200);
    expect(updated.body).toMatchObject({
      phoneNumber: '555-0100',
      address: '3 Oak Lane',
      notes: 'Waters plants on Fridays',
    });

    const row = await rawRow(legacy.id);
    expect([row.phoneNumber, row.address, row.notes].every((v) => isEncryptedValue(v ?? ''))).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/555|Oak Lane|Waters/);
  });

  it('does not let a service with another key read the stored values', async () => {
    const created = await signedClient(app, admin)
      .post('/api/emergency-contacts')
      .send({ name: 'Dr. Patel', phoneNumber: '555-222-3333' })
      .expect(201);
    const otherKey = createApp({
      db: database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: 'ab'.repeat(32),
    });
    const res = await signedClient(otherKey, admin).get('/api/emergency-contacts').expect(500);
    expect(res.body.error).toBe('internal_error');
    expect(JSON.stringify(res.body)).not.toContain('555');
    await signedClient(app, admin)
      .delete(`/api/emergency-contacts/${(created.body as EmergencyContact).id}`)
      .expect(204);
  });
});

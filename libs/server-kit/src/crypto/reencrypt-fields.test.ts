import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../db';
import { createEmptyTestDatabase } from '../testing';
import { createFieldCipher, encryptedFields } from './field-cipher';
import { protectedFields } from './protected-fields';
import { reencryptProtectedFields } from './reencrypt-fields';

// A stand-in "planning" schema holding the registry's emergency contacts table, made by hand.
const SCHEMA = 'planning';
const { scope, fields } = protectedFields.emergencyContacts;
const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('hex');
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyTestDatabase(SCHEMA);
  await database.db.execute(sql.raw(`create schema if not exists planning`));
  await database.db.execute(
    sql.raw(`create table planning.emergency_contacts (id serial primary key, family_id integer not null,
      name text, phone_number text, alternate_phone text, address text, notes text)`),
  );
}, 120_000);

afterAll(() => database.close());

async function contacts() {
  return rowsOf<Record<string, string | null> & { family_id: number }>(
    await database.db.execute(sql.raw(`select * from planning.emergency_contacts order by id`)),
  );
}

describe('reencryptProtectedFields (key rotation)', () => {
  it('moves every protected value under the current key, so the retired key can go', async () => {
    const underA = encryptedFields(createFieldCipher(keyA, []), scope, fields);
    type Contact = Partial<Record<(typeof fields)[number], string | null>>;
    const rows: Contact[] = [
      underA.seal(1, { phoneNumber: '555-0100', address: '1 Main St', notes: null }),
      underA.seal(2, { phoneNumber: '555-0200', alternatePhone: '555-0201' }),
    ];
    for (const [i, row] of rows.entries()) {
      await database.db.execute(
        sql`insert into planning.emergency_contacts (family_id, name, phone_number, alternate_phone, address, notes)
            values (${i + 1}, 'Grandma', ${row.phoneNumber ?? null}, ${row.alternatePhone ?? null},
                    ${row.address ?? null}, ${row.notes ?? null})`,
      );
    }
    // Legacy plaintext stays as it is: a rotation changes keys, not what was never encrypted.
    await database.db.execute(
      sql.raw(
        `insert into planning.emergency_contacts (family_id, name, phone_number) values (3, 'Old', '555-0300')`,
      ),
    );

    const rotated = createFieldCipher(keyB, [keyA]);
    expect(await reencryptProtectedFields(database.db, SCHEMA, rotated, 1)).toBe(2);
    expect(await reencryptProtectedFields(database.db, SCHEMA, rotated)).toBe(0);

    const onlyB = encryptedFields(createFieldCipher(keyB, []), scope, fields);
    const [first, second, legacy] = await contacts();
    expect(onlyB.open(1, { phoneNumber: first.phone_number, address: first.address })).toEqual({
      phoneNumber: '555-0100',
      address: '1 Main St',
    });
    expect(
      onlyB.open(2, { phoneNumber: second.phone_number, alternatePhone: second.alternate_phone }),
    ).toEqual({
      phoneNumber: '555-0200',
      alternatePhone: '555-0201',
    });
    expect(first.notes).toBeNull();
    expect(legacy.phone_number).toBe('555-0300');
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db';
import { isEncryptedValue, type FieldCipher } from './field-cipher';
import { protectedFields } from './protected-fields';

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * After a key rotation: re-encrypts under the current FIELD_ENCRYPTION_KEY every value of the service's protected
 * fields (`protectedFields` entries of `schemaName`) still written under a retired key, a batch of rows at a time.
 * The context is the one `encryptedFields` uses (`<scope>.<field>|family:<id>`). A row changed meanwhile is left for
 * the next run (the update names the values it read); legacy plaintext is left as it is (a write encrypts it).
 * Idempotent: a second run finds nothing. Answers how many rows it changed. Once every service has run it, the
 * retired key can leave FIELD_ENCRYPTION_KEYS_RETIRED.
 */
export async function reencryptProtectedFields(
  db: Database,
  schemaName: string,
  cipher: FieldCipher,
  batch = 200,
): Promise<number> {
  let changed = 0;
  for (const { scope, fields } of Object.values(protectedFields)) {
    const [schema, table] = scope.split('.');
    if (schema !== schemaName) continue;
    const target = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    const columns = fields.map((field) => ({ field, column: snakeCase(field) }));
    const selected = sql.join(
      columns.map(({ column }) => sql.identifier(column)),
      sql`, `,
    );
    let after = 0;
    for (;;) {
      const rows = rowsOf<Record<string, unknown> & { id: number; family_id: number }>(
        await db.execute(
          sql`select id, family_id, ${selected} from ${target} where id > ${after} order by id limit ${batch}`,
        ),
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const sets: SQL[] = [];
        const unchanged: SQL[] = [];
        for (const { field, column } of columns) {
          const value = row[column];
          if (typeof value !== 'string' || !isEncryptedValue(value) || cipher.isCurrent(value)) continue;
          const context = `${scope}.${field}|family:${row.family_id}`;
          sets.push(
            sql`${sql.identifier(column)} = ${cipher.encrypt(cipher.decrypt(value, context), context)}`,
          );
          unchanged.push(sql`${sql.identifier(column)} = ${value}`);
        }
        if (sets.length === 0) continue;
        const updated = await db.execute(
          sql`update ${target} set ${sql.join(sets, sql`, `)} where id = ${row.id} and ${sql.join(unchanged, sql` and `)} returning 1`,
        );
        changed += rowsOf(updated).length;
      }
      after = rows[rows.length - 1].id;
    }
  }
  return changed;
}

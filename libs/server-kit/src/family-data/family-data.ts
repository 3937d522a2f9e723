import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db';
import { protectedFields } from '../crypto/protected-fields';
import type { FieldCipher } from '../crypto/field-cipher';

/** One family's rows of one table, as the database holds them (snake_case columns). */
export type FamilyRows = Record<string, Record<string, unknown>[]>;

interface ForeignKey {
  child: string;
  parent: string;
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every table of `schemaName` that has a family_id column: the household rows a family owns. */
export async function familyTables(db: Database, schemaName: string): Promise<string[]> {
  const result = await db.execute(sql`
    select c.table_name as name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = ${schemaName} and c.column_name = 'family_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

async function foreignKeys(db: Database, schemaName: string): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = ${schemaName}`);
  return rowsOf<ForeignKey>(result);
}

/** Tables ordered so that every table comes before the tables it references (children first). */
export function childrenFirst(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const key of keys)
      if (key.parent === table && key.child !== table && tables.includes(key.child)) visit(key.child);
    visiting.delete(table);
    done.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Opens the family's encrypted fields (server-kit's protectedFields registry) so the export is readable. */
function openProtectedFields(
  schemaName: string,
  table: string,
  familyId: number,
  row: Record<string, unknown>,
  cipher?: FieldCipher,
) {
  if (!cipher) return row;
  const entry = Object.values(protectedFields).find((p) => p.scope === `${schemaName}.${table}`);
  if (!entry) return row;
  const opened = { ...row };
  for (const field of entry.fields) {
    const column = snakeCase(field);
    const value = opened[column];
    if (typeof value !== 'string') continue;
    try {
      opened[column] = cipher.decrypt(value, `${entry.scope}.${field}|family:${familyId}`);
    } catch {
      // A value that no longer decrypts (key rotated, tampered) is left out rather than shown as ciphertext.
      opened[column] = null;
    }
  }
  return opened;
}

/** Columns that hold credentials (hashes of tokens or passwords, secrets, backup codes, a push subscription's auth): never exported. */
const CREDENTIAL_COLUMN = /(^|_)(hash|secret|backup_codes|auth)$/;

function withoutCredentials(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !CREDENTIAL_COLUMN.test(column)));
}

/** Every row of every family-owned table of `schemaName` for one family, by table name (credentials left out). */
export async function exportFamilyRows(
  db: Database,
  schemaName: string,
  familyId: number,
  cipher?: FieldCipher,
  /** Tables whose rows are private to a member: the service exports the caller's own itself (`privateRows`). */
  except: readonly string[] = [],
): Promise<FamilyRows> {
  const rows: FamilyRows = {};
  for (const table of await familyTables(db, schemaName)) {
    if (except.includes(table)) continue;
    const result = await db.execute(
      sql`select * from ${sql.identifier(schemaName)}.${sql.identifier(table)} where family_id = ${familyId} order by 1`,
    );
    rows[table] = rowsOf<Record<string, unknown>>(result).map((row) =>
      withoutCredentials(openProtectedFields(schemaName, table, familyId, row, cipher)),
    );
  }
  return rows;
}

/** Deletes one family's rows from every family-owned table of `schemaName`, children first, in one transaction. */
export async function deleteFamilyRows(
  db: Database,
  schemaName: string,
  familyId: number,
): Promise<Record<string, number>> {
  const tables = await familyTables(db, schemaName);
  const order = childrenFirst(tables, await foreignKeys(db, schemaName));
  const deleted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of order) {
      const result = await tx.execute(
        sql`delete from ${sql.identifier(schemaName)}.${sql.identifier(table)} where family_id = ${familyId} returning 1`,
      );
      deleted[table] = rowsOf(result).length;
    }
  });
  return deleted;
}

import { and, eq, inArray } from 'drizzle-orm';
import { createFileStore, type Database, type FileAccess, type FileStorage } from '@familyhub/server-kit';
import { expenses, groceryTrips } from '../schema';
import { assertFinanceAccess } from '../shared/access';
import { files } from './files.table';

/** Where the money files are served: `GET /api/money/files/<public id>`; a trip's receiptImageUrl is such a path. */
export const MONEY_FILES_PATH = '/api/money/files';

/**
 * Who may upload and read receipts: the rule of the grocery trips and expenses that hold them. Children are kept
 * out of both (403, `assertFinanceAccess`), so they neither upload a receipt nor read one; the others who reach
 * money (the gateway lets through only admins and parents allowed to view finances) read every held receipt.
 */
export function moneyFileAccess(database: Database<never> | Database): FileAccess {
  const db = database as unknown as Database;
  async function heldUrls(urls: string[], familyId?: number): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const trips = await db
      .select({ url: groceryTrips.receiptImageUrl })
      .from(groceryTrips)
      .where(
        and(
          inArray(groceryTrips.receiptImageUrl, urls),
          familyId === undefined ? undefined : eq(groceryTrips.familyId, familyId),
        ),
      );
    const spent = await db
      .select({ url: expenses.receiptImageUrl })
      .from(expenses)
      .where(
        and(
          inArray(expenses.receiptImageUrl, urls),
          familyId === undefined ? undefined : eq(expenses.familyId, familyId),
        ),
      );
    return new Set([...trips, ...spent].flatMap((row) => (row.url ? [row.url] : [])));
  }
  return {
    assertMayUpload(caller) {
      assertFinanceAccess(caller);
    },
    async readAccess(caller, file) {
      assertFinanceAccess(caller);
      return (await heldUrls([file.url], caller.familyId)).size > 0 ? 'allowed' : 'unheld';
    },
    heldUrls: (urls) => heldUrls(urls),
  };
}

/**
 * The money file store: receipt images (`fileUses.receipt`: an image up to 5MB, spec 001 §5 texts), uploaded with
 * `POST /api/money/files?use=receipt`, the type read from the bytes.
 */
export function createMoneyFiles(db: Database<never> | Database, storage?: FileStorage, now?: () => Date) {
  return createFileStore({
    db,
    table: files,
    service: 'money',
    uses: ['receipt'],
    basePath: MONEY_FILES_PATH,
    storage,
    access: moneyFileAccess(db),
    now,
  });
}
export type MoneyFiles = ReturnType<typeof createMoneyFiles>;

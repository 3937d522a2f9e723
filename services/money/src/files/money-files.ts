import {
  createFileStore,
  urlsHeldBy,
  type Database,
  type FileAccess,
  type FileHolder,
  type FileStorage,
} from '@familyhub/server-kit';
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
const RECEIPT_HOLDERS: readonly FileHolder[] = [
  { table: groceryTrips, url: groceryTrips.receiptImageUrl, familyId: groceryTrips.familyId },
  { table: expenses, url: expenses.receiptImageUrl, familyId: expenses.familyId },
];

export function moneyFileAccess(db: Database<never> | Database): FileAccess {
  const heldUrls = (urls: string[], familyId?: number) => urlsHeldBy(db, RECEIPT_HOLDERS, urls, familyId);
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
    basePath: MONEY_FILES_PATH,
    storage,
    access: moneyFileAccess(db),
    now,
  });
}
export type MoneyFiles = ReturnType<typeof createMoneyFiles>;

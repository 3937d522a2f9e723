import { createFileStore, type Database, type FileStorage } from '@familyhub/server-kit';
import { files } from './files.table';

/** Where the money files are served: `GET /api/money/files/<id>`; a trip's receiptImageUrl is such a path. */
export const MONEY_FILES_PATH = '/api/money/files';

/**
 * The money file store: receipt images (`fileUses.receipt`: an image up to 5MB, spec 001 §5 texts), uploaded with
 * `POST /api/money/files?use=receipt`, the type read from the bytes.
 */
export function createMoneyFiles(db: Database<never> | Database, storage?: FileStorage) {
  return createFileStore({
    db,
    table: files,
    service: 'money',
    uses: ['receipt'],
    basePath: MONEY_FILES_PATH,
    storage,
  });
}
export type MoneyFiles = ReturnType<typeof createMoneyFiles>;

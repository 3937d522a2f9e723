import { createFileStore, type Database, type FileStorage } from '@familyhub/server-kit';
import { files } from './files.table';

/** Where the home files are served: `GET /api/home/files/<id>`; a pet's imageUrl is such a path. */
export const HOME_FILES_PATH = '/api/home/files';

/** The home file store: photos (`fileUses.photo`), uploaded with `POST /api/home/files?use=photo`. */
export function createHomeFiles(db: Database<never> | Database, storage?: FileStorage) {
  return createFileStore({
    db,
    table: files,
    service: 'home',
    uses: ['photo'],
    basePath: HOME_FILES_PATH,
    storage,
  });
}
export type HomeFiles = ReturnType<typeof createHomeFiles>;

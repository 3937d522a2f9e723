import { canOrganise } from '@familyhub/contracts';
import {
  createFileStore,
  forbidden,
  type Database,
  urlsHeldBy,
  type FileAccess,
  type FileHolder,
  type FileStorage,
} from '@familyhub/server-kit';
import { pets, recipes } from '../schema';
import { files } from './files.table';

/** Where the home files are served: `GET /api/home/files/<public id>`; a pet's imageUrl is such a path. */
export const HOME_FILES_PATH = '/api/home/files';

export const HOME_UPLOAD_FORBIDDEN = 'Only parents and admins can upload photos';

/**
 * Who may upload and read home photos: the rule of the pets and recipes that hold them. Only admins and parents
 * add or change either, so only they upload; every member of the family sees the family's pets and recipes, so
 * every member reads a held photo.
 */
const PHOTO_HOLDERS: readonly FileHolder[] = [
  { table: pets, url: pets.imageUrl, familyId: pets.familyId },
  { table: recipes, url: recipes.imageUrl, familyId: recipes.familyId },
];

export function homeFileAccess(db: Database<never> | Database): FileAccess {
  const heldUrls = (urls: string[], familyId?: number) => urlsHeldBy(db, PHOTO_HOLDERS, urls, familyId);
  return {
    assertMayUpload(caller) {
      if (!canOrganise(caller.role)) throw forbidden(HOME_UPLOAD_FORBIDDEN);
    },
    async readAccess(caller, file) {
      return (await heldUrls([file.url], caller.familyId)).size > 0 ? 'allowed' : 'unheld';
    },
    heldUrls: (urls) => heldUrls(urls),
  };
}

/** The home file store: photos (`fileUses.photo`), uploaded with `POST /api/home/files?use=photo`. */
export function createHomeFiles(db: Database<never> | Database, storage?: FileStorage) {
  return createFileStore({
    db,
    table: files,
    service: 'home',
    basePath: HOME_FILES_PATH,
    storage,
    access: homeFileAccess(db),
  });
}
export type HomeFiles = ReturnType<typeof createHomeFiles>;

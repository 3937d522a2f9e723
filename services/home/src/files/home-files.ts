import { and, eq, inArray } from 'drizzle-orm';
import { canOrganise } from '@familyhub/contracts';
import {
  createFileStore,
  forbidden,
  type Database,
  type FileAccess,
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
export function homeFileAccess(database: Database<never> | Database): FileAccess {
  const db = database as unknown as Database;
  async function heldUrls(urls: string[], familyId?: number): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const ofFamily = (column: typeof pets.familyId | typeof recipes.familyId) =>
      familyId === undefined ? undefined : eq(column, familyId);
    const petPhotos = await db
      .select({ url: pets.imageUrl })
      .from(pets)
      .where(and(inArray(pets.imageUrl, urls), ofFamily(pets.familyId)));
    const recipePhotos = await db
      .select({ url: recipes.imageUrl })
      .from(recipes)
      .where(and(inArray(recipes.imageUrl, urls), ofFamily(recipes.familyId)));
    return new Set([...petPhotos, ...recipePhotos].flatMap((row) => (row.url ? [row.url] : [])));
  }
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
    uses: ['photo'],
    basePath: HOME_FILES_PATH,
    storage,
    access: homeFileAccess(db),
  });
}
export type HomeFiles = ReturnType<typeof createHomeFiles>;

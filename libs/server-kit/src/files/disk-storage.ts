import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, assertStoragePrefix, type FileStorage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function countFiles(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    count += entry.isDirectory() ? await countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

/** Files under `root` (`<root>/<service>/<familyId>/<random>`), staged in `<root>/.staging`; mode 600. */
export function diskStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(resolved, ...key.split('/'));
  };
  return {
    kind: 'disk',
    stagingDir: path.join(resolved, '.staging'),

    async put(key, stagedPath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await rename(stagedPath, target);
      } catch (error) {
        // The staging folder may be on another file system (FILES_DIR pointing elsewhere).
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(stagedPath, target);
        await unlink(stagedPath);
      }
      await chmod(target, 0o600);
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      const dir = path.join(resolved, ...prefix.split('/').filter(Boolean));
      const count = await countFiles(dir);
      await rm(dir, { recursive: true, force: true });
      return count;
    },
  };
}

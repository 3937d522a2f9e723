import fs from 'node:fs';
import path from 'node:path';

/** Makes a folder tree the owner's alone: folders 700, files 600 (symbolic links are left as they are). */
export function keepPrivate(root: string): void {
  let stat;
  try {
    stat = fs.lstatSync(root);
  } catch {
    return;
  }
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(root, 0o700);
    for (const name of fs.readdirSync(root)) keepPrivate(path.join(root, name));
  } else if ((stat.mode & 0o777) !== 0o600) {
    fs.chmodSync(root, 0o600);
  }
}

/**
 * For this process (the embedded database's): whatever it creates is the owner's alone. A umask is not enough:
 * PGlite's file system (Emscripten's NODEFS) sets each new file's mode with an explicit chmod to 0666, so the
 * group and other bits are taken off every chmod here too.
 */
export function createPrivateFilesOnly(): void {
  process.umask(0o077);
  const { chmodSync, fchmodSync } = fs;
  fs.chmodSync = (file, mode) => chmodSync(file, typeof mode === 'number' ? mode & ~0o077 : mode);
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, typeof mode === 'number' ? mode & ~0o077 : mode);
}

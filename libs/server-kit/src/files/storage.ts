import type { Readable } from 'node:stream';

/** A stored file's bytes. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files rest: one small interface, a disk and an S3-compatible adapter (docs/architecture.md
 * "Files"). Keys are made by the file store alone (`<service>/<familyId>/<random>`), never from a client's input.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Where an upload is written while it arrives, before it is checked and stored. */
  readonly stagingDir: string;
  /** Stores a finished, checked staged file under `key`; the staged file is gone afterwards. */
  put(key: string, stagedPath: string, meta: { size: number; contentType: string }): Promise<void>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes what is stored under `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes everything stored under `prefix` (which ends with `/`); answers how many files went. */
  deletePrefix(prefix: string): Promise<number>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[A-Za-z0-9_-]+)+$/;
const PREFIX = /^[a-z0-9][a-z0-9-]*\/(?:[A-Za-z0-9_-]+\/)*$/;

/** Refuses any key the file store would not have made (so no path can leave the storage root). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

export function assertStoragePrefix(prefix: string): void {
  if (!PREFIX.test(prefix)) throw new Error(`Not a storage prefix: ${JSON.stringify(prefix)}`);
}

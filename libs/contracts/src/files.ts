/**
 * Uploaded files (docs/architecture.md "Files"). The types a file may be, recognised by the server from the file's
 * first bytes (never from its name or the browser's word), and the uses a service accepts files for, each with its
 * size limit and the words shown when a file is refused. The browser reads the same table to check a file before
 * sending it and to fill a file input's `accept`.
 */
export const fileTypes = {
  pdf: { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG image' },
  png: { mime: 'image/png', extensions: ['.png'], label: 'PNG image' },
  gif: { mime: 'image/gif', extensions: ['.gif'], label: 'GIF image' },
  webp: { mime: 'image/webp', extensions: ['.webp'], label: 'WebP image' },
  avif: { mime: 'image/avif', extensions: ['.avif'], label: 'AVIF image' },
  heic: { mime: 'image/heic', extensions: ['.heic'], label: 'HEIC image' },
  heif: { mime: 'image/heif', extensions: ['.heif'], label: 'HEIF image' },
  // Voice notes (issue #32): what browsers' MediaRecorder makes — Opus in WebM or Ogg (Chromium, Firefox), AAC in MP4 (Safari).
  webm: { mime: 'audio/webm', extensions: ['.webm', '.weba'], label: 'WebM audio' },
  ogg: { mime: 'audio/ogg', extensions: ['.ogg', '.oga', '.opus'], label: 'Ogg audio' },
  m4a: { mime: 'audio/mp4', extensions: ['.m4a', '.mp4'], label: 'MP4 audio' },
} as const;
export type FileTypeId = keyof typeof fileTypes;
export const fileTypeIds = Object.keys(fileTypes) as FileTypeId[];

/** Types a browser shows in place (an `<img>` or its PDF viewer); the others are downloaded. */
export const inlineFileTypes: ReadonlySet<FileTypeId> = new Set([
  'pdf',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'webm',
  'ogg',
  'm4a',
]);

const imageTypes = ['jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif'] as const satisfies FileTypeId[];
/** The image types a message shows as a photo (with a thumbnail); the others it carries as a file. */
export const photoFileTypes: ReadonlySet<FileTypeId> = new Set(imageTypes);
export const audioFileTypes: ReadonlySet<FileTypeId> = new Set(['webm', 'ogg', 'm4a']);

const MB = 1024 * 1024;

export interface FileUse {
  /** What the file is, in the family's words. */
  label: string;
  /** The largest accepted file, in bytes (inclusive). */
  maxBytes: number;
  types: readonly FileTypeId[];
  messages: {
    /** Shown when the file's bytes are not one of `types`. */
    wrongType: string;
    /** Shown when the file is larger than `maxBytes`. */
    tooLarge: string;
  };
}

/**
 * Every use a file can be uploaded for. A service accepts the uses it names (`createFileStore({ uses })`);
 * adding a use is one entry here. Receipts follow spec 001 §5 word for word.
 */
export const fileUses = {
  'school-document': {
    label: 'School document',
    maxBytes: 10 * MB,
    types: ['pdf', ...imageTypes],
    messages: {
      wrongType: 'Invalid file type: Please select a PDF or an image file (jpg, png, etc.)',
      tooLarge: 'File too large: Documents must be 10 MB or smaller',
    },
  },
  receipt: {
    label: 'Receipt image',
    maxBytes: 5 * MB,
    types: imageTypes,
    messages: {
      wrongType: 'Invalid file type: Please select an image file (jpg, png, etc.)',
      tooLarge: 'File too large: Receipt image must be less than 5MB',
    },
  },
  photo: {
    label: 'Photo',
    maxBytes: 10 * MB,
    types: imageTypes,
    messages: {
      wrongType: 'Invalid file type: Please select an image file (jpg, png, etc.)',
      tooLarge: 'File too large: Photos must be 10 MB or smaller',
    },
  },
  'message-attachment': {
    label: 'Photo or file',
    maxBytes: 10 * MB,
    types: ['pdf', ...imageTypes],
    messages: {
      wrongType: 'Invalid file type: Please select a photo (jpg, png, etc.) or a PDF',
      tooLarge: 'File too large: Photos and files must be 10 MB or smaller',
    },
  },
  'voice-note': {
    label: 'Voice note',
    // Two minutes of Opus at the browsers' 128 kbit/s is about 2 MB; AAC a little more.
    maxBytes: 5 * MB,
    types: ['webm', 'ogg', 'm4a'],
    messages: {
      wrongType: 'Invalid file type: A voice note must be WebM, Ogg or MP4 audio',
      tooLarge: 'Voice note too large: Voice notes must be 5 MB or smaller',
    },
  },
} as const satisfies Record<string, FileUse>;
export type FileUseId = keyof typeof fileUses;
export const fileUseIds = Object.keys(fileUses) as FileUseId[];

/** The `accept` attribute of a file input for a use: its MIME types and file name extensions. */
export function fileAccept(use: FileUse): string {
  return use.types.flatMap((t) => [fileTypes[t].mime, ...fileTypes[t].extensions]).join(',');
}

/** The type whose MIME is `mime` (parameters ignored), if any. */
export function fileTypeOfMime(mime: string): FileTypeId | undefined {
  const bare = mime.split(';')[0]?.trim().toLowerCase();
  return fileTypeIds.find((id) => fileTypes[id].mime === bare);
}

/**
 * A browser-side first check of a chosen file against a use, by its declared type and size (the server decides
 * from the bytes): the use's message, or null when the file may be sent. An unknown declared type passes when
 * the name's extension is one of the use's (phones often send HEIC photos with no type).
 */
export function checkFileForUse(
  use: FileUse,
  file: { name: string; size: number; type: string },
): string | null {
  const byMime = file.type ? fileTypeOfMime(file.type) : undefined;
  const name = file.name.toLowerCase();
  const byName = use.types.some((t) => fileTypes[t].extensions.some((ext) => name.endsWith(ext)));
  const typeOk = byMime ? use.types.includes(byMime) : byName;
  if (!typeOk) return use.messages.wrongType;
  if (file.size > use.maxBytes) return use.messages.tooLarge;
  return null;
}

/** File sizes as spec 000 §9 shows them: bytes, KB, MB or GB with one decimal (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} ${Math.round(bytes) === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  // Move up a unit when the value would round to 1024.0 in this one.
  while (unit < units.length - 1 && value >= 1023.95) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The multipart field that carries the file (spec 000 §7). */
export const UPLOAD_FIELD = 'file';

/** The domains that keep uploaded files (each in its own store). */
export const fileDomains = ['school', 'money', 'home', 'planning'] as const;
export type FileDomain = (typeof fileDomains)[number];

/**
 * Each family's storage (ADR 0009): 1 GB in all, kept as a fixed share per domain so that each service
 * enforces its own share against its own files table, with no call to another service on an upload. The shares
 * add up to the family's total, so the family never holds more than it.
 */
export const familyFileQuota = {
  school: 448 * MB,
  home: 320 * MB,
  money: 128 * MB,
  // Photos, files and voice notes sent in messages (issue #32).
  planning: 128 * MB,
} as const satisfies Record<FileDomain, number>;
export const FAMILY_FILE_QUOTA_BYTES = Object.values(familyFileQuota).reduce((sum, bytes) => sum + bytes, 0);

/** How fast one member may upload to one domain (refused with 429 beyond it): files and bytes per minute. */
export const memberUploadRate = { files: 20, bytes: 100 * MB, windowMs: 60_000 } as const;

import type { FileTypeId } from '@familyhub/contracts';

/** How many leading bytes `sniffFileType` needs at most (an ISO-BMFF `ftyp` box with its brand list). */
export const SNIFF_BYTES = 256;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** MP4 brands an audio recording carries (Safari's MediaRecorder writes `iso5`/`mp42`, files `M4A `). */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso5', 'iso6', 'dash']);
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** The major and compatible brands of an ISO base media file (HEIC, HEIF, AVIF), or null. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16) return null;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/**
 * The type of a file from its first bytes (at least `SNIFF_BYTES` of them when the file is that long), or null
 * when it is none of the types FileHub accepts. The name and the declared type are never consulted.
 */
export function sniffFileType(head: Uint8Array): FileTypeId | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return 'ogg';
  // WebM is Matroska (EBML) whose DocType says "webm", in the header's first bytes.
  if (startsWith(head, EBML) && ascii(head, 4, Math.min(60, head.length - 4)).includes('webm')) return 'webm';
  const brands = isoBrands(head);
  if (brands) {
    const [major] = brands;
    if (AVIF_BRANDS.has(major!)) return 'avif';
    if (HEIC_BRANDS.has(major!)) return 'heic';
    if (HEIF_BRANDS.has(major!)) {
      if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
      if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
      return 'heif';
    }
    if (MP4_AUDIO_BRANDS.has(major!)) return 'm4a';
  }
  return null;
}

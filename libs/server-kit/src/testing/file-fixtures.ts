/** Small real files for upload tests: the types are recognised from these bytes, as from a person's file. */

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with no content. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The start of a JPEG (SOI, APP0 JFIF). */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(300, 7),
  Buffer.from([0xff, 0xd9]),
]);

/** An ISO-BMFF file's `ftyp` box with these brands (HEIC, HEIF, AVIF), then some bytes. */
export function isoBmffBytes(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(200, 1)]);
}

/** Plain text: no accepted type. */
export const TEXT_BYTES = Buffer.from('Dear parents,\nthe school trip is on Friday.\n'.repeat(20));

/** `size` bytes that begin like a PNG. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  PNG_BYTES.copy(bytes, 0, 0, Math.min(PNG_BYTES.length, size));
  return bytes;
}

/**
 * The start of a WebM recording as Chromium's MediaRecorder writes it: the EBML header with DocType "webm",
 * then some bytes (a voice note's type is read from these).
 */
export const WEBM_BYTES = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
  Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(400, 3),
]);

/** The start of an Ogg Opus file (the first page's capture pattern and OpusHead). */
export const OGG_BYTES = Buffer.concat([
  Buffer.from('OggS\0\x02', 'latin1'),
  Buffer.alloc(20, 0),
  Buffer.from('OpusHead', 'latin1'),
  Buffer.alloc(300, 5),
]);

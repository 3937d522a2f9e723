import { fileUses } from '@familyhub/contracts';
import {
  isoBmffBytes,
  JPEG_BYTES,
  OGG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  WEBM_BYTES,
} from '../testing/file-fixtures';
import { safeFileName } from './receive-upload';
import { sniffFileType } from './sniff';

describe('sniffFileType: the type from the bytes', () => {
  it.each([
    ['png', PNG_BYTES],
    ['pdf', PDF_BYTES],
    ['jpeg', JPEG_BYTES],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['heic', isoBmffBytes('heic', 'mif1', 'heic')],
    ['heic', isoBmffBytes('mif1', 'mif1', 'heic')],
    ['heif', isoBmffBytes('mif1', 'mif1')],
    ['avif', isoBmffBytes('avif', 'mif1', 'avif')],
    ['avif', isoBmffBytes('mif1', 'mif1', 'avif')],
    ['webm', WEBM_BYTES],
    ['ogg', OGG_BYTES],
    ['m4a', isoBmffBytes('M4A ', 'M4A ', 'mp42', 'isom')],
    // Safari's MediaRecorder, and any MP4: only a voice note takes it, as audio.
    ['m4a', isoBmffBytes('iso5', 'iso5', 'mp41')],
  ])('recognises %s', (type, bytes) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it('recognises nothing in text, an empty file, a QuickTime movie, a Matroska video or an SVG', () => {
    expect(sniffFileType(TEXT_BYTES)).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(isoBmffBytes('qt  ', 'qt  '))).toBeNull();
    expect(
      sniffFileType(Buffer.from(WEBM_BYTES.toString('latin1').replace('webm', 'mkvx'), 'latin1')),
    ).toBeNull();
    expect(
      sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    // A PNG signature cut short is not a PNG.
    expect(sniffFileType(PNG_BYTES.subarray(0, 4))).toBeNull();
  });

  it('is not fooled by names: a PNG called .pdf is a PNG, which a PDF-only use refuses', () => {
    const pdfOnly = ['pdf'];
    const type = sniffFileType(PNG_BYTES);
    expect(type).toBe('png');
    expect(pdfOnly.includes(type!)).toBe(false);
    // And a text file called .png is no image, so no image use takes it.
    expect(sniffFileType(TEXT_BYTES)).toBeNull();
    expect((fileUses.receipt.types as readonly string[]).includes(String(sniffFileType(TEXT_BYTES)))).toBe(
      false,
    );
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and its extension', () => {
    expect(safeFileName('Report card.pdf', 'pdf')).toBe('Report card.pdf');
    expect(safeFileName('Zeugnis Größe.PDF', 'pdf')).toBe('Zeugnis Größe.PDF');
    expect(safeFileName('IMG_0001.JPEG', 'jpeg')).toBe('IMG_0001.JPEG');
  });

  it('drops folders, control and direction characters and leading dots', () => {
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\scan.png', 'png')).toBe('scan.png');
    expect(safeFileName('bad\u0000\r\nname.png', 'png')).toBe('badname.png');
    expect(safeFileName('photo\u202egnp.exe', 'png')).toBe('photognp.exe.png');
    expect(safeFileName('.hidden.pdf', 'pdf')).toBe('hidden.pdf');
  });

  it('ends in the extension of the type the bytes are', () => {
    expect(safeFileName('homework.pdf', 'png')).toBe('homework.pdf.png');
    expect(safeFileName('scan', 'pdf')).toBe('scan.pdf');
    expect(safeFileName('', 'jpeg')).toBe('file.jpg');
    expect(safeFileName(undefined, 'pdf')).toBe('file.pdf');
    expect(safeFileName('...', 'pdf')).toBe('file.pdf');
  });

  it('is at most 200 characters, extension kept', () => {
    const name = safeFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});

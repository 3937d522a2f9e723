import { checkFileForUse, fileAccept, fileUses, formatFileSize } from './files';

describe('formatFileSize (spec 000 §9: bytes, KB, MB or GB with one decimal)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10.0 MB'],
    [5 * 1024 * 1024 - 1, '5.0 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [2.25 * 1024 * 1024 * 1024, '2.3 GB'],
    [5 * 1024 ** 4, '5120.0 GB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('checkFileForUse (the browser’s first check; the server decides from the bytes)', () => {
  it('says the spec’s receipt words for a wrong type and a file over 5MB', () => {
    expect(checkFileForUse(fileUses.receipt, { name: 'r.pdf', size: 10, type: 'application/pdf' })).toBe(
      'Invalid file type: Please select an image file (jpg, png, etc.)',
    );
    expect(
      checkFileForUse(fileUses.receipt, { name: 'r.jpg', size: 6 * 1024 * 1024, type: 'image/jpeg' }),
    ).toBe('File too large: Receipt image must be less than 5MB');
    expect(checkFileForUse(fileUses.receipt, { name: 'r.jpg', size: 1000, type: 'image/jpeg' })).toBeNull();
  });

  it('goes by the extension when the browser names no type (HEIC from a phone)', () => {
    expect(checkFileForUse(fileUses.photo, { name: 'IMG_1.HEIC', size: 1000, type: '' })).toBeNull();
    expect(checkFileForUse(fileUses.photo, { name: 'notes.txt', size: 1000, type: '' })).not.toBeNull();
  });

  it('lists MIME types and extensions for a file input', () => {
    expect(fileAccept(fileUses['school-document'])).toContain('application/pdf,.pdf,image/jpeg,.jpg,.jpeg');
  });
});

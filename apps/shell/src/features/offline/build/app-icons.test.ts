import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { APP_ICONS, appIconFiles } from './app-icons';

const manifest = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../public/manifest.webmanifest'), 'utf8'),
) as { icons: { src: string; sizes: string; type: string; purpose: string }[]; start_url: string };

/** Width, height and RGBA pixels of one of our PNGs (8-bit RGBA, filter 0 on every row). */
function readPng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idatLength = view.getUint32(33);
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, pixel };
}

describe('the app icons', () => {
  const files = new Map(appIconFiles().map(({ file, png }) => [file, readPng(png)]));

  it('are every icon the web app manifest names, at its size: 192, 512 and a maskable 512', () => {
    expect(manifest.start_url).toBe('/dashboard');
    for (const icon of manifest.icons) {
      const drawn = APP_ICONS.find((a) => `/${a.file}` === icon.src);
      expect(drawn).toMatchObject({ purpose: icon.purpose });
      const png = files.get(drawn!.file)!;
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('draw the white F on the brand colour; only the maskable one fills its corners', () => {
    const any = files.get('icon-512.png')!;
    const maskable = files.get('icon-maskable-512.png')!;
    expect(any.pixel(0, 0)[3]).toBe(0);
    expect(maskable.pixel(0, 0)).toEqual([0x4f, 0x46, 0xe5, 0xff]);
    // The F's stem, left of the centre, is white on both.
    expect(any.pixel(210, 256)).toEqual([255, 255, 255, 255]);
    expect(maskable.pixel(220, 256)).toEqual([255, 255, 255, 255]);
  });
});

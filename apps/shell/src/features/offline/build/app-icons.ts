import { deflateSync } from 'node:zlib';

/**
 * FamilyHub's app icons (issue #31), drawn at build time as PNGs (apps/shell/rspack.config.js emits them): the "F"
 * mark of the sidebar, white on the family default colour. No image tool needed, and no binary in the repository.
 */

/** The brand colour (libs/ui/src/theme.css `--primary`, #4F46E5) and the mark's. */
const BRAND: Rgba = [0x4f, 0x46, 0xe5, 0xff];
const MARK: Rgba = [0xff, 0xff, 0xff, 0xff];
const CLEAR: Rgba = [0, 0, 0, 0];

type Rgba = readonly [number, number, number, number];
type Shape = (x: number, y: number) => boolean;

export interface AppIcon {
  /** The file name at the site root, as the web app manifest and index.html name it. */
  file: string;
  size: number;
  /** `maskable`: the system cuts its own shape out of it, so it fills the square and keeps the mark in the middle. */
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS takes the home screen icon from <link rel="apple-touch-icon">, and rounds its corners itself.
  { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' },
];

/** The letter F in a unit square, from three bars; `scale` shrinks it about the centre. */
function letterF(scale: number): Shape {
  const bars = [
    [0.35, 0.24, 0.47, 0.76], // stem
    [0.35, 0.24, 0.68, 0.36], // top arm
    [0.35, 0.45, 0.62, 0.56], // middle arm
  ].map(([x0, y0, x1, y1]) => [
    0.5 + (x0 - 0.5) * scale,
    0.5 + (y0 - 0.5) * scale,
    0.5 + (x1 - 0.5) * scale,
    0.5 + (y1 - 0.5) * scale,
  ]);
  return (x, y) => bars.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);
}

/** A square with rounded corners (radius as a share of the side) filling the unit square. */
function roundedSquare(radius: number): Shape {
  return (x, y) => {
    const dx = Math.max(radius - x, x - (1 - radius), 0);
    const dy = Math.max(radius - y, y - (1 - radius), 0);
    return dx * dx + dy * dy <= radius * radius;
  };
}

/** RGBA pixels of one icon; each pixel samples its area 4 × 4 times, so the edges are smooth. */
export function drawIcon(size: number, purpose: AppIcon['purpose']): Uint8Array {
  const tile: Shape = purpose === 'maskable' ? () => true : roundedSquare(0.22);
  // The maskable safe zone is the centred circle of 80 % of the side: the mark stays well inside it.
  const mark = letterF(purpose === 'maskable' ? 0.72 : 1);
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const colour = !tile(x, y) ? CLEAR : mark(x, y) ? MARK : BRAND;
          // Premultiplied, so a half-covered edge pixel blends towards transparent, not towards black.
          for (let c = 0; c < 3; c += 1) sum[c] += (colour[c] * colour[3]) / 255;
          sum[3] += colour[3];
        }
      }
      const n = samples * samples;
      const alpha = sum[3] / n;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1)
        pixels[at + c] = alpha === 0 ? 0 : Math.round(((sum[c] / n) * 255) / alpha);
      pixels[at + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A PNG file (8-bit RGBA, no filtering) of `width` × `height` pixels. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = new Uint8Array(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1) {
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(rows, { level: 9 }))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** Every icon's file name and PNG bytes. */
export function appIconFiles(): { file: string; png: Uint8Array }[] {
  return APP_ICONS.map((icon) => ({
    file: icon.file,
    png: encodePng(icon.size, icon.size, drawIcon(icon.size, icon.purpose)),
  }));
}

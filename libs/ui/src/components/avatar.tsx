import * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../cn';

/** "Sarah Johnson" → "SJ", "emma" → "E". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const DARK_TEXT = '#111827';
const DARK_TEXT_LUMINANCE = luminance([0x11, 0x18, 0x27]);
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The initials' colours on a member's colour, at least 4.5:1 (WCAG AA for small text): white or near-black,
 * whichever reads better; when neither does (#6366F1 gives white 4.46:1), the colour is darkened just enough.
 */
export function avatarColors(color: string): { background: string; text: string } {
  let rgb = channels(color);
  if (!rgb) return { background: color, text: '#ffffff' };
  const onDark = (luminance(rgb) + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  if (1.05 / (luminance(rgb) + 0.05) < onDark && onDark >= 4.5) return { background: color, text: DARK_TEXT };
  let changed = false;
  while (1.05 / (luminance(rgb) + 0.05) < 4.5) {
    rgb = rgb.map((c) => c * 0.95) as [number, number, number];
    changed = true;
  }
  return { background: changed ? toHex(rgb) : color, text: '#ffffff' };
}

const sizes = { sm: 'size-7 text-[0.65rem]', md: 'size-9 text-xs', lg: 'size-12 text-sm' } as const;

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  /** The member's colour (hex); the initials sit on it. */
  color?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** A member's picture, or their initials on their colour while it loads or when there is none. */
export function Avatar({ name, imageUrl, color, size = 'md', className }: AvatarProps) {
  const colors = avatarColors(color || '#4F46E5');
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className)}
    >
      {imageUrl ? (
        <AvatarPrimitive.Image src={imageUrl} alt={name} className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={imageUrl ? 400 : 0}
        className="flex size-full items-center justify-center font-semibold"
        style={{ backgroundColor: colors.background, color: colors.text }}
        role="img"
        aria-label={name}
      >
        <span aria-hidden>{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

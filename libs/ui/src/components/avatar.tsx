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
        className="flex size-full items-center justify-center font-semibold text-white"
        style={{ backgroundColor: color || '#4F46E5' }}
        role="img"
        aria-label={name}
      >
        <span aria-hidden>{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

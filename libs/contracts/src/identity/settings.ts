import { z } from 'zod';
import { hexColor } from './users';

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** PATCH /api/users/me — the caller's own profile (Settings › Profile). An empty email clears it. */
export const updateProfileBody = z.object({
  name,
  email: z
    .union([z.literal(''), z.null(), z.email('Enter a valid email address')], {
      error: 'Enter a valid email address',
    })
    .transform((email) => (email ? email : null)),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const permissionFlags = [
  'canViewFinances',
  'canEditSchedule',
  'canManageUsers',
  'canExportData',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

/** PATCH /api/users/:id — Manage a member (Settings › Family): every field optional, at least one. */
export const updateMemberBody = z
  .object({
    role: z.enum(['parent', 'child'], { error: 'Role must be parent or child' }).optional(),
    color: hexColor.optional(),
    canViewFinances: z.boolean().optional(),
    canEditSchedule: z.boolean().optional(),
    canManageUsers: z.boolean().optional(),
    canExportData: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

/** PATCH /api/settings/family — the family's name (admin only). */
export const updateFamilyBody = z.object({
  name: z
    .string({ error: 'Family name is required' })
    .trim()
    .min(1, 'Family name is required')
    .max(80, 'Family name must be at most 80 characters'),
});
export type UpdateFamilyBody = z.input<typeof updateFamilyBody>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** POST /api/user/update-password (spec 001 §5, §7). */
export const updatePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200, 'Password must be at most 200 characters'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .min(10, 'Password must be at least 10 characters')
      .max(200, 'Password must be at most 200 characters'),
    confirmPassword: z.string({ error: 'Confirm your new password' }).min(1, 'Confirm your new password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;

/** One of the caller's live sessions (GET /api/auth/sessions); userAgent is a short summary like "Chrome on Linux". */
export const activeSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

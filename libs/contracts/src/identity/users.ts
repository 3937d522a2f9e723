import { z } from 'zod';
import { currencyCode } from '../money/money';
import { role } from '../roles';

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #4F46E5');

/** A family member as the API shows it (spec 000 §3): never a password hash or a two-factor secret. */
export const familyMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role,
  avatarUrl: z.string().nullable(),
  color: z.string(),
  points: z.number().int(),
  canViewFinances: z.boolean(),
  canEditSchedule: z.boolean(),
  canManageUsers: z.boolean(),
  canExportData: z.boolean(),
  subscriptionStatus: z.string(),
});
export type FamilyMember = z.infer<typeof familyMember>;

export const family = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The family's currency for every amount (Settings › Family; USD unless the admin chose another). */
  currency: currencyCode,
});
export type Family = z.infer<typeof family>;

export const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore only');

export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(10, 'Password must be at least 10 characters')
  .max(200, 'Password must be at most 200 characters');

/** POST /api/users — an admin or parent adds a member (parent or child). */
export const createMemberBody = z.object({
  username,
  password: newPassword,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
  email: z
    .email('Enter a valid email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: z.enum(['parent', 'child'], { error: 'Role must be parent or child' }),
  color: hexColor.optional(),
});
export type CreateMemberBody = z.input<typeof createMemberBody>;

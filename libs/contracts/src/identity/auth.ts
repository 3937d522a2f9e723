import { z } from 'zod';
import { languageSettings } from './language-settings';
import { family, familyMember, newPassword, username } from './users';
import { subscriptionStatus } from '../plans';

/** Sign-in takes no more than sign-up ever stored: a bounded body before anything is hashed or counted. */
export const signInBody = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(40, 'Username must be at most 40 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.input<typeof signInBody>;

export const signUpBody = z.object({
  username,
  password: newPassword,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
  email: z.email('Enter a valid email address'),
  familyName: z.string({ error: 'Family name is required' }).trim().min(1, 'Family name is required').max(80),
});
export type SignUpBody = z.input<typeof signUpBody>;

/** GET /api/auth/me and the answer of sign-in / sign-up. */
export const session = z.object({
  user: familyMember,
  family,
  subscription: subscriptionStatus,
  /** True for a platform operator (runs the domain registry at /admin/domains; not a family role). */
  platformOperator: z.boolean().optional(),
  /** The member's language and formats (Settings › Profile, issue #35): every device they sign in on uses them. */
  language: languageSettings,
});
export type Session = z.infer<typeof session>;

/** GET /api/auth/demo — whether "Direct Dashboard Access" is offered. */
export const demoInfo = z.object({ enabled: z.boolean() });
export type DemoInfo = z.infer<typeof demoInfo>;

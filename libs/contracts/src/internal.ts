import { z } from 'zod';
import { role } from './roles';
import { plan } from './plans';
import { languages } from './identity/language';

/** POST /internal/sessions/resolve (gateway → identity): the cookie's token. */
export const sessionResolveBody = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(512),
});
export type SessionResolveBody = z.infer<typeof sessionResolveBody>;

/** Its 200 answer: who is calling, as the gateway then signs it for the services. */
export const sessionResolveAnswer = z.object({
  caller: z.object({
    userId: z.number().int(),
    familyId: z.number().int(),
    role,
    plan,
    sessionId: z.number().int(),
    /** "Edit schedule" (events, guest lists, carpools): always true for an admin, false for a child. */
    canEditSchedule: z.boolean().optional(),
    /** The member's language (issue #35): services answer their errors in it. */
    language: z.enum(languages).optional(),
  }),
  /** What the gateway enforces itself besides the plan (the money domain for parents, docs/architecture.md). */
  access: z.object({ canViewFinances: z.boolean() }).optional(),
});
export type SessionResolveAnswer = z.infer<typeof sessionResolveAnswer>;

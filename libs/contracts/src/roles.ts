import { z } from 'zod';

export const roles = ['admin', 'parent', 'child'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Admins and parents organise the household (spec 000 §6); children complete what is theirs. */
export function canOrganise(r: Role): boolean {
  return r === 'admin' || r === 'parent';
}

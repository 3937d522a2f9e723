import { z } from 'zod';

/** Every /api error answer: `{ error, message, details? }` (CONVENTIONS "Errors"). */
export const apiErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

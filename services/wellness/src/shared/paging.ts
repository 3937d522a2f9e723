import { z } from 'zod';
import { keysetCursor } from '@familyhub/server-kit';

/** Wellness lists page by row id (names are ciphertext, so id is the stable sort key). */
export const byId = keysetCursor(z.object({ id: z.number().int().positive() }));
export const idOf = (row: { id: number }) => ({ id: row.id });

import { canOrganise } from '@familyhub/contracts';
import { conflict, forbidden, type Caller } from '@familyhub/server-kit';

/** Admins and parents keep the family's school records (spec 000 §6); children see theirs. */
export function assertOrganiser(caller: Caller, message: string): void {
  if (!canOrganise(caller.role)) throw forbidden(message);
}

/** A row another row still points at (Postgres 23503, or 23001 for ON DELETE RESTRICT) becomes a 409 with the given sentence. */
export async function conflictOnReference<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = postgresCode(error);
    if (code === '23503' || code === '23001') throw conflict(message);
    throw error;
  }
}

/** A unique index hit (Postgres 23505) becomes a 409 with the given sentence. */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (postgresCode(error) === '23505') throw conflict(message);
    throw error;
  }
}

function postgresCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
  }
  return undefined;
}

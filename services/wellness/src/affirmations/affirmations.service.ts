import type { Affirmation } from '@familyhub/contracts';
import { notFound } from '@familyhub/server-kit';
import { dayNumberOf, localDate } from '@familyhub/server-kit';
import type { AffirmationsRepository } from './affirmations.repository';

export interface AffirmationsServiceOptions {
  repository: AffirmationsRepository;
  now: () => Date;
}

/** The daily affirmation: the same for the whole day, the next one tomorrow (001 §2; how it is picked is ours). */
export function createAffirmationsService({ repository, now }: AffirmationsServiceOptions) {
  return {
    async daily(date?: string): Promise<Affirmation> {
      const row = await repository.nth(dayNumberOf(date ?? localDate(now(), 'UTC')));
      if (!row) throw notFound('Affirmation');
      return { id: row.id, content: row.content, category: row.category, author: row.author };
    },
  };
}
export type AffirmationsService = ReturnType<typeof createAffirmationsService>;

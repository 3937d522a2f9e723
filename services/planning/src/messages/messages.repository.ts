import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { messages, type MessageRow, type PlanningSchema } from '../schema';

export interface MessageRows {
  /** Oldest first. */
  rows: MessageRow[];
  /** Whether messages older than the first row exist. */
  hasEarlier: boolean;
}

export function createMessagesRepository(db: Database<PlanningSchema>) {
  return {
    /** The newest `limit` messages with an id below `before` (all when absent), returned oldest first. */
    async page(familyId: number, options: { before?: number; limit: number }): Promise<MessageRows> {
      const where =
        options.before === undefined
          ? eq(messages.familyId, familyId)
          : and(eq(messages.familyId, familyId), lt(messages.id, options.before));
      // One row more than asked tells whether an earlier page exists, without a count.
      const newestFirst = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(options.limit + 1);
      const hasEarlier = newestFirst.length > options.limit;
      return { rows: newestFirst.slice(0, options.limit).reverse(), hasEarlier };
    },

    async insert(familyId: number, values: { senderId: number; content: string }): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ ...values, familyId })
        .returning();
      return row;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

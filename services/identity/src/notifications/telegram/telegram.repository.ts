import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  telegramBotState,
  telegramIntegrations,
  telegramLinkRequests,
  type TelegramIntegrationRow,
} from './telegram.table';

export type LinkedChat = Pick<
  TelegramIntegrationRow,
  'familyId' | 'userId' | 'chatId' | 'username' | 'firstName' | 'lastName'
>;

/** Members' Telegram chats, links in progress and the bot's read position: Drizzle queries only. */
export function createTelegramRepository(db: Database) {
  return {
    async findOwn(familyId: number, userId: number): Promise<TelegramIntegrationRow | undefined> {
      const [row] = await db
        .select()
        .from(telegramIntegrations)
        .where(and(eq(telegramIntegrations.familyId, familyId), eq(telegramIntegrations.userId, userId)));
      return row;
    },

    /** Links the member's chat (one per member: linking again replaces it, and makes it active). */
    async link(chat: LinkedChat): Promise<TelegramIntegrationRow> {
      const [row] = await db
        .insert(telegramIntegrations)
        .values({ ...chat, isActive: true })
        .onConflictDoUpdate({
          target: telegramIntegrations.userId,
          set: {
            familyId: chat.familyId,
            chatId: chat.chatId,
            username: chat.username,
            firstName: chat.firstName,
            lastName: chat.lastName,
            isActive: true,
            createdAt: sql`now()`,
          },
        })
        .returning();
      return row;
    },

    /** True when the member had a linked chat. */
    async unlinkOwn(familyId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(telegramIntegrations)
        .where(and(eq(telegramIntegrations.familyId, familyId), eq(telegramIntegrations.userId, userId)))
        .returning({ id: telegramIntegrations.id });
      return deleted.length > 0;
    },

    /** The chat refuses the bot (blocked, deleted): nothing more is sent until the member links again. */
    async deactivate(id: number): Promise<void> {
      await db.update(telegramIntegrations).set({ isActive: false }).where(eq(telegramIntegrations.id, id));
    },

    /** A new link for the member; the earlier ones (and anyone's expired ones) stop working. */
    async startLink(
      values: { familyId: number; userId: number; tokenHash: string; expiresAt: Date },
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(telegramLinkRequests).where(eq(telegramLinkRequests.userId, values.userId));
        await tx.delete(telegramLinkRequests).where(lte(telegramLinkRequests.expiresAt, now));
        await tx.insert(telegramLinkRequests).values(values);
      });
    },

    /** Uses up a link: the member it was made for, if it exists and has not expired. */
    async takeLink(tokenHash: string, now: Date): Promise<{ familyId: number; userId: number } | undefined> {
      const [row] = await db
        .delete(telegramLinkRequests)
        .where(and(eq(telegramLinkRequests.tokenHash, tokenHash), gt(telegramLinkRequests.expiresAt, now)))
        .returning({ familyId: telegramLinkRequests.familyId, userId: telegramLinkRequests.userId });
      return row;
    },

    /** The next update to read (getUpdates `offset`). */
    async updateOffset(): Promise<number> {
      const [row] = await db.select().from(telegramBotState).where(eq(telegramBotState.id, 1));
      return row?.updateOffset ?? 0;
    },

    async saveUpdateOffset(offset: number): Promise<void> {
      await db
        .insert(telegramBotState)
        .values({ id: 1, updateOffset: offset })
        .onConflictDoUpdate({
          target: telegramBotState.id,
          set: { updateOffset: offset, updatedAt: sql`now()` },
        });
    },
  };
}
export type TelegramRepository = ReturnType<typeof createTelegramRepository>;

import type { createMoodBody, LiveTopic, moodListQuery, MoodEntry, Page } from '@familyhub/contracts';
import {
  forbidden,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { assertReadable, memberOf, mayReadMember, readableUserIds } from '../shared/access';
import { byId, idOf } from '../shared/paging';
import type { MoodRow } from './moods.table';
import type { MoodsRepository } from './moods.repository';

export const MOODS_TOPIC = 'moods' satisfies LiveTopic<'wellness'>;

const toMood = (row: MoodRow): MoodEntry => ({
  id: row.id,
  userId: row.userId,
  mood: row.mood,
  energy: row.energy,
  stress: row.stress,
  notes: row.notes,
  date: row.date,
  time: row.time,
  createdAt: row.createdAt.toISOString(),
});

/** The mood tracker (001 §2, §5, §9): caregivers record anyone's mood; a child only their own and sees only theirs. */
export function createMoodsService({
  moods,
  members,
  live,
}: {
  moods: MoodsRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
}) {
  return {
    async list(caller: Caller, query: z.output<typeof moodListQuery>): Promise<Page<MoodEntry>> {
      const rows = await moods.list(caller.familyId, {
        userIds: readableUserIds(caller, query.userId),
        from: query.from,
        to: query.to,
        beforeId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      return mapPage(byId.page(rows, query.limit, idOf), toMood);
    },

    async record(caller: Caller, body: z.output<typeof createMoodBody>): Promise<MoodEntry> {
      if (!mayReadMember(caller, body.userId))
        throw forbidden('Children can only log their own water and mood');
      memberOf(await members.list(caller), body.userId);
      const row = await moods.insert(caller.familyId, {
        userId: body.userId,
        mood: body.mood,
        energy: body.energy,
        stress: body.stress,
        notes: body.notes ?? null,
        date: body.date,
        time: body.time ?? null,
      });
      live.publish(caller.familyId, MOODS_TOPIC);
      return toMood(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const row = await moods.find(caller.familyId, id);
      if (!row) throw notFound('Mood');
      assertReadable(caller, row.userId, 'Mood');
      if (!(await moods.remove(caller.familyId, id))) throw notFound('Mood');
      live.publish(caller.familyId, MOODS_TOPIC);
    },
  };
}
export type MoodsService = ReturnType<typeof createMoodsService>;

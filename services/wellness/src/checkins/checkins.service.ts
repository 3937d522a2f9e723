import type {
  Checkin,
  CheckinList,
  CheckinShares,
  LiveTopic,
  WellnessToday,
  checkinListQuery,
  checkinSharesBody,
  saveCheckinBody,
  wellnessTodayQuery,
} from '@familyhub/contracts';
import {
  badRequest,
  notFound,
  type Caller,
  type FamilyMembers,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { chosenReaders } from '../shared/access';
import type { CheckinsRepository, OpenCheckin } from './checkins.repository';

/** The live topic (and the remote's query-key root) that tells open screens the check-ins changed. */
export const CHECKINS_TOPIC = 'checkins' satisfies LiveTopic<'wellness'>;
const MAX_RANGE_DAYS = 366;

export function toCheckin(row: OpenCheckin): Checkin {
  return {
    id: row.id,
    userId: row.userId,
    overallFeeling: row.overallFeeling,
    sleepQuality: row.sleepQuality,
    anxiety: row.anxiety,
    depression: row.depression,
    focus: row.focus,
    responses: row.responses,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface CheckinsServiceOptions {
  repository: CheckinsRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
  /** Whether the member wrote in their journal on a day (the dashboard's "today"). */
  wroteOn: (familyId: number, userId: number, date: string) => Promise<boolean>;
}

/**
 * Check-ins (issue #33) are their member's: only they save them, and only they — and the members they chose to
 * share with — read them. No role reads them otherwise: a parent does not see a child's unless the child shares.
 */
export function createCheckinsService({ repository, members, live, wroteOn }: CheckinsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, CHECKINS_TOPIC);

  async function shares(caller: Caller): Promise<CheckinShares> {
    const rows = await repository.sharesOf(caller.familyId, caller.userId);
    return {
      viewerIds: rows
        .filter((r) => r.ownerId === caller.userId)
        .map((r) => r.viewerId)
        .sort((a, b) => a - b),
      sharedWithMe: rows
        .filter((r) => r.viewerId === caller.userId)
        .map((r) => r.ownerId)
        .sort((a, b) => a - b),
    };
  }

  return {
    async list(caller: Caller, query: z.output<typeof checkinListQuery>): Promise<CheckinList> {
      const userId = query.userId ?? caller.userId;
      if (userId !== caller.userId && !(await repository.mayView(caller.familyId, userId, caller.userId)))
        throw notFound('Check-ins');
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (days < 0) throw badRequest('from must be on or before to');
      if (days > MAX_RANGE_DAYS) throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at a time`);
      const rows = await repository.list(caller.familyId, userId, query.from, query.to);
      return { items: rows.map(toCheckin) };
    },

    async save(caller: Caller, body: z.output<typeof saveCheckinBody>): Promise<Checkin> {
      const row = await repository.save(caller.familyId, caller.userId, body);
      changed(caller);
      return toCheckin(row);
    },

    shares,

    async share(caller: Caller, body: z.output<typeof checkinSharesBody>): Promise<CheckinShares> {
      const viewerIds = chosenReaders(await members.list(caller), caller.userId, body.viewerIds, 'viewerIds');
      await repository.setViewers(caller.familyId, caller.userId, viewerIds);
      changed(caller);
      return shares(caller);
    },

    async today(caller: Caller, query: z.output<typeof wellnessTodayQuery>): Promise<WellnessToday> {
      return {
        journalWritten: await wroteOn(caller.familyId, caller.userId, query.date),
        checkinDone: await repository.checkedInOn(caller.familyId, caller.userId, query.date),
      };
    },
  };
}
export type CheckinsService = ReturnType<typeof createCheckinsService>;

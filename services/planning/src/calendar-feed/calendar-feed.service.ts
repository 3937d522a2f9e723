import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_PATH_PREFIX,
  type CalendarFeedStatus,
  type CreatedCalendarFeed,
} from '@familyhub/contracts';
import { notFound, type Caller, type FamilyMembers } from '@familyhub/server-kit';
import { type EventsRepository, groupExceptions, DAY_MS } from '../events';
import type { CalendarFeedRepository } from './calendar-feed.repository';
import type { CalendarFeedRow } from './calendar-feed.table';
import { buildCalendar } from './ical';

/** How far back a feed reaches: series that ended before this are left out, so the feed stays bounded. */
const HISTORY_DAYS = 366;
/** Later than any stored event can start. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const FEED_CALENDAR_NAME = 'FamilyHub family calendar';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toStatus(row: CalendarFeedRow | undefined): CalendarFeedStatus {
  return {
    enabled: row !== undefined,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
  };
}

const feedNotFound = () => notFound('Calendar feed');

export interface CalendarFeedServiceOptions {
  repository: CalendarFeedRepository;
  events: Pick<EventsRepository, 'candidatesForWindow' | 'exceptionsFor'>;
  /** Who is in a family (identity). */
  members: FamilyMembers;
  clock?: () => Date;
}

/**
 * The family's calendar as an iCalendar document: for each member's private subscription address (a secret
 * token; only its SHA-256 is stored; revocable; turning it on again replaces it) and for the data export.
 */
export function createCalendarFeedService({
  repository: feeds,
  events,
  members,
  clock = () => new Date(),
}: CalendarFeedServiceOptions) {
  async function familyCalendar(familyId: number): Promise<string> {
    const since = new Date(clock().getTime() - HISTORY_DAYS * DAY_MS);
    const series = await events.candidatesForWindow(familyId, since, END_OF_TIME);
    const repeating = series.filter((event) => event.recurrence).map((event) => event.id);
    const exceptions = groupExceptions(await events.exceptionsFor(familyId, repeating));
    return buildCalendar({ name: FEED_CALENDAR_NAME, events: series, exceptions });
  }

  return {
    async status(caller: Caller): Promise<CalendarFeedStatus> {
      return toStatus(await feeds.find(caller.familyId, caller.userId));
    },

    async turnOn(caller: Caller): Promise<CreatedCalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const row = await feeds.replace(caller.familyId, caller.userId, hashToken(token));
      return { ...toStatus(row), enabled: true, path: `${CALENDAR_FEED_PATH_PREFIX}${token}.ics` };
    },

    async revoke(caller: Caller): Promise<void> {
      if (!(await feeds.remove(caller.familyId, caller.userId))) throw feedNotFound();
    },

    /** The public feed: `<token>.ics`; an unknown, malformed or revoked token is 404. */
    async calendarForFile(file: string): Promise<string> {
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      if (!TOKEN_PATTERN.test(token)) throw feedNotFound();
      const feed = await feeds.useToken(hashToken(token), clock());
      if (!feed) throw feedNotFound();
      // A member removed from the family loses the feed with the membership. Identity is asked on the feed
      // owner's behalf with the least role, since no one is signed in.
      const owner = { userId: feed.userId, familyId: feed.familyId, role: 'child', plan: 'free' } as const;
      if (!(await members.includes(owner, feed.userId))) {
        await feeds.remove(feed.familyId, feed.userId);
        throw feedNotFound();
      }
      return familyCalendar(feed.familyId);
    },

    /** The caller's family's events (GET /internal/export/events.ics, for the data export). */
    async exportForCaller(caller: Caller): Promise<string> {
      return familyCalendar(caller.familyId);
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Caller, DatabaseHandle } from '@familyhub/server-kit';
import {
  createTestDatabase,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import { alerts } from '../alerts';
import { createApp } from '../app';
import { calendarFeeds } from '../calendar-feed';
import { databaseOptions } from '../database';
import {
  carpoolPassengers,
  carpools,
  eventGuests,
  events,
  familyThreadReads,
  files,
  groupMessages,
  messageGroupMembers,
  messageGroups,
  messages,
  tasks,
  vacationPackingItems,
  vacations,
  type PlanningSchema,
} from '../schema';
import { SETUP_TIMEOUT_MS } from '../testing/planning-api';

// Rows are written straight to the tables (as the feature routes would leave them), so only the removal is tested.
const FAMILY = 8301;
const OTHER_FAMILY = 8302;
const LEAVER = 71; // the member who is removed
const STAYER = 72;
const admin: Caller = { userId: 70, familyId: FAMILY, role: 'admin', plan: 'free' };
const leaverSelf: Caller = { userId: LEAVER, familyId: FAMILY, role: 'child', plan: 'free' };
const parent: Caller = { userId: STAYER, familyId: FAMILY, role: 'parent', plan: 'free' };

let database: DatabaseHandle<PlanningSchema>;
let app: Express;
beforeAll(async () => {
  database = await createTestDatabase(databaseOptions);
  app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
}, SETUP_TIMEOUT_MS);

/** One family's rows that point at member `memberId` (and one that points at `stayerId`). */
async function seed(familyId: number, memberId: number, stayerId: number) {
  const db = database.db;
  const [task] = await db
    .insert(tasks)
    .values({ familyId, title: 'Walk the dog', assignedToId: memberId })
    .returning();
  const [stayerTask] = await db
    .insert(tasks)
    .values({ familyId, title: 'Feed the cat', assignedToId: stayerId })
    .returning();
  const [trip] = await db
    .insert(vacations)
    .values({ familyId, title: 'Beach', startDate: '2026-12-01', endDate: '2026-12-05' })
    .returning();
  const [item] = await db
    .insert(vacationPackingItems)
    .values({ familyId, vacationId: trip.id, name: 'Towel', assignedToId: memberId })
    .returning();
  await db.insert(alerts).values({ familyId, userId: memberId, title: 'Soon', dedupeKey: `x:${familyId}` });
  await db.insert(alerts).values({ familyId, userId: stayerId, title: 'Soon', dedupeKey: `x:${familyId}` });
  await db.insert(calendarFeeds).values({ familyId, userId: memberId, tokenHash: `hash-${familyId}` });
  const [event] = await db
    .insert(events)
    .values({ familyId, title: 'Party', startAt: new Date('2026-12-10T15:00:00Z'), ownerId: memberId })
    .returning();
  const [guest] = await db
    .insert(eventGuests)
    .values({ familyId, eventId: event.id, name: 'Sam', isFamily: true, familyMemberId: memberId })
    .returning();
  const [carpool] = await db
    .insert(carpools)
    .values({
      familyId,
      eventId: event.id,
      pickupLocation: 'Home',
      dropoffLocation: 'Hall',
      driverId: memberId,
    })
    .returning();
  await db.insert(carpoolPassengers).values({ familyId, carpoolId: carpool.id, passengerId: memberId });
  await db
    .insert(carpoolPassengers)
    .values({ familyId, carpoolId: carpool.id, passengerName: 'Neighbour kid' });
  const [message] = await db
    .insert(messages)
    .values({ familyId, senderId: memberId, content: 'Bye all' })
    .returning();
  // How far each of them read the family thread.
  await db.insert(familyThreadReads).values([
    { familyId, userId: memberId, lastReadMessageId: message.id },
    { familyId, userId: stayerId, unreadCount: 1 },
  ]);
  const [group] = await db.insert(messageGroups).values({ familyId, name: 'Parents' }).returning();
  await db.insert(messageGroupMembers).values([
    { groupId: group.id, familyId, userId: memberId },
    { groupId: group.id, familyId, userId: stayerId },
  ]);
  await db
    .insert(groupMessages)
    .values({ familyId, groupId: group.id, senderId: memberId, content: 'See you' });
  // A photo they sent stays with the family, without an uploader.
  await db.insert(files).values({
    familyId,
    use: 'message-attachment',
    contentType: 'image/png',
    size: 10,
    name: 'bye.png',
    storageKey: `planning/${familyId}/bye${memberId}`,
    createdById: memberId,
  });
  return { task, stayerTask, item, event, guest, carpool, message, group };
}

async function rowsOf(familyId: number) {
  const db = database.db;
  return {
    tasks: await db.select().from(tasks).where(eq(tasks.familyId, familyId)).orderBy(tasks.id),
    items: await db.select().from(vacationPackingItems).where(eq(vacationPackingItems.familyId, familyId)),
    alerts: await db.select().from(alerts).where(eq(alerts.familyId, familyId)),
    feeds: await db.select().from(calendarFeeds).where(eq(calendarFeeds.familyId, familyId)),
    events: await db.select().from(events).where(eq(events.familyId, familyId)),
    guests: await db.select().from(eventGuests).where(eq(eventGuests.familyId, familyId)),
    carpools: await db.select().from(carpools).where(eq(carpools.familyId, familyId)),
    passengers: await db
      .select()
      .from(carpoolPassengers)
      .where(eq(carpoolPassengers.familyId, familyId))
      .orderBy(carpoolPassengers.id),
    messages: await db.select().from(messages).where(eq(messages.familyId, familyId)),
    groupMembers: await db
      .select({ groupId: messageGroupMembers.groupId, userId: messageGroupMembers.userId })
      .from(messageGroupMembers)
      .where(eq(messageGroupMembers.familyId, familyId)),
    groupMessages: await db.select().from(groupMessages).where(eq(groupMessages.familyId, familyId)),
    threadReads: await db
      .select({ userId: familyThreadReads.userId, unread: familyThreadReads.unreadCount })
      .from(familyThreadReads)
      .where(eq(familyThreadReads.familyId, familyId)),
  };
}

describe('POST /internal/members/:id/removed', () => {
  it("clears the member's assignments, alerts, feed and rides in one family, keeps messages and events, and leaves another family alone", async () => {
    const mine = await seed(FAMILY, LEAVER, STAYER);
    await seed(OTHER_FAMILY, LEAVER, STAYER);
    const otherBefore = await rowsOf(OTHER_FAMILY);

    const res = await signedClient(app, admin).post(`/internal/members/${LEAVER}/removed`).expect(200);
    expect(res.body).toEqual({
      memberId: LEAVER,
      changed: {
        tasks: 1,
        vacation_packing_items: 1,
        alerts: 1,
        calendar_feeds: 1,
        carpool_passengers: 1,
        carpools: 1,
        event_guests: 1,
        message_group_members: 1,
        family_thread_reads: 1,
        files: 1,
      },
    });

    const after = await rowsOf(FAMILY);
    expect(after.tasks.map((t) => [t.title, t.assignedToId])).toEqual([
      ['Walk the dog', null],
      ['Feed the cat', STAYER],
    ]);
    expect(after.items).toEqual([
      expect.objectContaining({ id: mine.item.id, name: 'Towel', assignedToId: null }),
    ]);
    expect(after.alerts.map((a) => a.userId)).toEqual([STAYER]);
    expect(after.feeds).toEqual([]);
    expect(after.guests).toEqual([
      expect.objectContaining({ id: mine.guest.id, name: 'Sam', isFamily: false, familyMemberId: null }),
    ]);
    expect(after.passengers.map((p) => [p.passengerId, p.passengerName])).toEqual([[null, 'Neighbour kid']]);
    // Kept: the carpool (without a driver until an organiser picks one), the event and the message (a former member's).
    expect(after.carpools).toEqual([expect.objectContaining({ id: mine.carpool.id, driverId: null })]);
    expect(after.events).toEqual([expect.objectContaining({ id: mine.event.id, ownerId: LEAVER })]);
    expect(after.messages).toEqual([
      expect.objectContaining({ id: mine.message.id, senderId: LEAVER, content: 'Bye all' }),
    ]);

    // They leave the group; the others keep it and what was said in it.
    expect(after.groupMembers).toEqual([{ groupId: mine.group.id, userId: STAYER }]);
    expect(after.groupMessages).toEqual([expect.objectContaining({ senderId: LEAVER, content: 'See you' })]);
    // Their place in the family thread goes; the stayer's count stays as it was.
    expect(after.threadReads).toEqual([{ userId: STAYER, unread: 1 }]);

    expect(await rowsOf(OTHER_FAMILY)).toEqual(otherBefore);

    // Idempotent: a retry (identity tries again after a failure part-way) changes nothing more.
    const again = await signedClient(app, admin).post(`/internal/members/${LEAVER}/removed`).expect(200);
    expect(Object.values(again.body.changed as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it('lets the member themself call it (deleting their own account), refuses another non-admin, 401 unsigned, 404 bad id', async () => {
    await database.db.insert(tasks).values({ familyId: FAMILY, title: 'Own task', assignedToId: STAYER });
    const refused = await signedClient(app, leaverSelf)
      .post(`/internal/members/${STAYER}/removed`)
      .expect(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message: "Only the family's admin or the member themself can remove a member",
    });
    await signedClient(app, null).post(`/internal/members/${STAYER}/removed`).expect(401);
    await signedClient(app, admin).post('/internal/members/abc/removed').expect(404);
    expect((await rowsOf(FAMILY)).tasks.filter((t) => t.assignedToId === STAYER)).toHaveLength(2);

    const self = await signedClient(app, parent).post(`/internal/members/${STAYER}/removed`).expect(200);
    expect(self.body.changed.tasks).toBe(2);
    expect((await rowsOf(FAMILY)).tasks.filter((t) => t.assignedToId === STAYER)).toEqual([]);
    // The other family's member with the same id still has theirs: the caller's family scopes everything.
    expect((await rowsOf(OTHER_FAMILY)).tasks.filter((t) => t.assignedToId === STAYER)).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import type { ForgetMember } from '@familyhub/server-kit';
import { alerts } from '../alerts';
import { calendarFeeds } from '../calendar-feed';
import {
  carpoolPassengers,
  carpools,
  eventGuests,
  familyThreadReads,
  messageGroupMembers,
  tasks,
  vacationPackingItems,
} from '../schema';

/**
 * Planning forgets a member who leaves the family (identity calls POST /internal/members/:id/removed before it
 * deletes them; docs/adr/0006-member-removal-reaches-every-service.md). Runs inside the route's transaction.
 * - tasks and packing items they were assigned to stay, unassigned;
 * - their alerts and their private calendar feed go (the feed address stops working);
 * - they are no longer a passenger of any carpool, and a carpool they drove keeps going without a driver until
 *   an organiser picks a new one;
 * - as an event guest they stay a guest by the name already stored, no longer linked to a member;
 * - they leave every group and direct conversation (issue #32); the others keep the conversation and what was said;
 * - how far they read the family thread goes with them;
 * - messages they sent, events they organise and rows they created keep the id: the screens
 *   do not find it in the member list any more and show it as a former member.
 */
export const forgetPlanningMember: ForgetMember = async (tx, familyId, memberId) => {
  const count = (rows: unknown[]) => rows.length;
  const changed: Record<string, number> = {};
  changed.tasks = count(
    await tx
      .update(tasks)
      .set({ assignedToId: null, updatedAt: new Date() })
      .where(and(eq(tasks.familyId, familyId), eq(tasks.assignedToId, memberId)))
      .returning({ id: tasks.id }),
  );
  changed.vacation_packing_items = count(
    await tx
      .update(vacationPackingItems)
      .set({ assignedToId: null })
      .where(
        and(eq(vacationPackingItems.familyId, familyId), eq(vacationPackingItems.assignedToId, memberId)),
      )
      .returning({ id: vacationPackingItems.id }),
  );
  changed.alerts = count(
    await tx
      .delete(alerts)
      .where(and(eq(alerts.familyId, familyId), eq(alerts.userId, memberId)))
      .returning({ id: alerts.id }),
  );
  changed.calendar_feeds = count(
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.familyId, familyId), eq(calendarFeeds.userId, memberId)))
      .returning({ id: calendarFeeds.id }),
  );
  changed.carpool_passengers = count(
    await tx
      .delete(carpoolPassengers)
      .where(and(eq(carpoolPassengers.familyId, familyId), eq(carpoolPassengers.passengerId, memberId)))
      .returning({ id: carpoolPassengers.id }),
  );
  changed.carpools = count(
    await tx
      .update(carpools)
      .set({ driverId: null })
      .where(and(eq(carpools.familyId, familyId), eq(carpools.driverId, memberId)))
      .returning({ id: carpools.id }),
  );
  changed.event_guests = count(
    await tx
      .update(eventGuests)
      .set({ familyMemberId: null, isFamily: false })
      .where(and(eq(eventGuests.familyId, familyId), eq(eventGuests.familyMemberId, memberId)))
      .returning({ id: eventGuests.id }),
  );
  changed.message_group_members = count(
    await tx
      .delete(messageGroupMembers)
      .where(and(eq(messageGroupMembers.familyId, familyId), eq(messageGroupMembers.userId, memberId)))
      .returning({ groupId: messageGroupMembers.groupId }),
  );
  changed.family_thread_reads = count(
    await tx
      .delete(familyThreadReads)
      .where(and(eq(familyThreadReads.familyId, familyId), eq(familyThreadReads.userId, memberId)))
      .returning({ userId: familyThreadReads.userId }),
  );
  return changed;
};

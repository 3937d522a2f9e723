import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ForgetMember } from '@familyhub/server-kit';
import { choreAssignments, chores } from '../chores';
import { pointBalances, pointConversions, pointsLedger } from '../points';
import { rewardRedemptions } from '../rewards';
import { cleaningSessionTasks, cleaningSessions, cleaningTemplates } from '../cleaning';
import { maintenanceItems, maintenanceLogs } from '../maintenance';
import { petCareItems, petCareLogs } from '../pets';
import { pantryItems, pantrySettings } from '../pantry-items';
import { essentialItems } from '../essential-items';
import { ingredients, recipes } from '../recipes';
import { mealPlans } from '../meal-plans';
import { privateNoteShares, privateNotes } from '../notes';

/**
 * Home forgets a member who leaves the family (ADR 0006): their points (ledger, balance and conversions) go, their redemptions stay without a name; their turns of
 * chores stay as the family's history without a name, unfinished ones unassigned; they leave every rotation. The
 * maintenance items and pet care they looked after become unassigned; what they did stays in the histories without
 * a name; the pantry items and essentials they added stay with the family without their name, and so do the
 * recipes, ingredients and planned meals they added. Their private cleaning routines, which no one else could see,
 * go with the sessions run from them. Their private notes go, with whom they shared them, and so do the shares
 * of other members' notes with them.
 */
export const forgetHomeMember: ForgetMember = async (tx, familyId, memberId) => {
  const n = (rows: unknown[]) => rows.length;
  const unnamed = async (table: typeof recipes | typeof ingredients | typeof mealPlans) =>
    n(
      await tx
        .update(table)
        .set({ createdById: null })
        .where(and(eq(table.familyId, familyId), eq(table.createdById, memberId)))
        .returning({ id: table.id }),
    );
  const theirPrivateRoutine = and(
    eq(cleaningTemplates.familyId, familyId),
    eq(cleaningTemplates.createdById, memberId),
    eq(cleaningTemplates.isShared, false),
  );
  const privateRoutines = tx
    .select({ id: cleaningTemplates.id })
    .from(cleaningTemplates)
    .where(theirPrivateRoutine);
  const privateSessions = n(
    await tx
      .delete(cleaningSessions)
      .where(
        and(eq(cleaningSessions.familyId, familyId), inArray(cleaningSessions.templateId, privateRoutines)),
      )
      .returning({ id: cleaningSessions.id }),
  );
  const privateTemplates = n(
    await tx.delete(cleaningTemplates).where(theirPrivateRoutine).returning({ id: cleaningTemplates.id }),
  );
  const theirNotes = and(eq(privateNotes.familyId, familyId), eq(privateNotes.ownerId, memberId));
  const noteShares = n(
    await tx
      .delete(privateNoteShares)
      .where(
        and(
          eq(privateNoteShares.familyId, familyId),
          or(
            eq(privateNoteShares.memberId, memberId),
            inArray(
              privateNoteShares.noteId,
              tx.select({ id: privateNotes.id }).from(privateNotes).where(theirNotes),
            ),
          ),
        ),
      )
      .returning({ id: privateNoteShares.id }),
  );
  const notes = n(await tx.delete(privateNotes).where(theirNotes).returning({ id: privateNotes.id }));
  return {
    private_notes: notes,
    private_note_shares: noteShares,
    cleaning_templates: privateTemplates,
    recipes: await unnamed(recipes),
    ingredients: await unnamed(ingredients),
    meal_plans: await unnamed(mealPlans),
    points_ledger: n(
      await tx
        .delete(pointsLedger)
        .where(and(eq(pointsLedger.familyId, familyId), eq(pointsLedger.memberId, memberId)))
        .returning({ id: pointsLedger.id }),
    ),
    point_balances: n(
      await tx
        .delete(pointBalances)
        .where(and(eq(pointBalances.familyId, familyId), eq(pointBalances.memberId, memberId)))
        .returning({ memberId: pointBalances.memberId }),
    ),
    point_conversions: n(
      await tx
        .delete(pointConversions)
        .where(and(eq(pointConversions.familyId, familyId), eq(pointConversions.memberId, memberId)))
        .returning({ key: pointConversions.key }),
    ),
    chore_assignments: n(
      await tx
        .update(choreAssignments)
        .set({ assignedToId: null })
        .where(and(eq(choreAssignments.familyId, familyId), eq(choreAssignments.assignedToId, memberId)))
        .returning({ id: choreAssignments.id }),
    ),
    reward_redemptions: n(
      await tx
        .update(rewardRedemptions)
        .set({ redeemedById: null })
        .where(and(eq(rewardRedemptions.familyId, familyId), eq(rewardRedemptions.redeemedById, memberId)))
        .returning({ id: rewardRedemptions.id }),
    ),
    cleaning_sessions:
      privateSessions +
      n(
        await tx
          .update(cleaningSessions)
          .set({ completedById: null })
          .where(and(eq(cleaningSessions.familyId, familyId), eq(cleaningSessions.completedById, memberId)))
          .returning({ id: cleaningSessions.id }),
      ),
    cleaning_session_tasks: n(
      await tx
        .update(cleaningSessionTasks)
        .set({ completedById: null })
        .where(
          and(eq(cleaningSessionTasks.familyId, familyId), eq(cleaningSessionTasks.completedById, memberId)),
        )
        .returning({ id: cleaningSessionTasks.id }),
    ),
    maintenance_items: n(
      await tx
        .update(maintenanceItems)
        .set({ assignedToId: null })
        .where(and(eq(maintenanceItems.familyId, familyId), eq(maintenanceItems.assignedToId, memberId)))
        .returning({ id: maintenanceItems.id }),
    ),
    maintenance_logs: n(
      await tx
        .update(maintenanceLogs)
        .set({ completedById: null })
        .where(and(eq(maintenanceLogs.familyId, familyId), eq(maintenanceLogs.completedById, memberId)))
        .returning({ id: maintenanceLogs.id }),
    ),
    pet_care_items: n(
      await tx
        .update(petCareItems)
        .set({ assignedToId: null })
        .where(and(eq(petCareItems.familyId, familyId), eq(petCareItems.assignedToId, memberId)))
        .returning({ id: petCareItems.id }),
    ),
    pet_care_logs: n(
      await tx
        .update(petCareLogs)
        .set({ doneById: null })
        .where(and(eq(petCareLogs.familyId, familyId), eq(petCareLogs.doneById, memberId)))
        .returning({ id: petCareLogs.id }),
    ),
    pantry_items: n(
      await tx
        .update(pantryItems)
        .set({ createdById: null })
        .where(and(eq(pantryItems.familyId, familyId), eq(pantryItems.createdById, memberId)))
        .returning({ id: pantryItems.id }),
    ),
    pantry_settings: n(
      await tx
        .update(pantrySettings)
        .set({ updatedById: null })
        .where(and(eq(pantrySettings.familyId, familyId), eq(pantrySettings.updatedById, memberId)))
        .returning({ familyId: pantrySettings.familyId }),
    ),
    essential_items: n(
      await tx
        .update(essentialItems)
        .set({ createdById: null })
        .where(and(eq(essentialItems.familyId, familyId), eq(essentialItems.createdById, memberId)))
        .returning({ id: essentialItems.id }),
    ),
    chores: n(
      await tx
        .update(chores)
        .set({ assigneeIds: sql`array_remove(${chores.assigneeIds}, ${memberId})` })
        .where(and(eq(chores.familyId, familyId), sql`${memberId} = any(${chores.assigneeIds})`))
        .returning({ id: chores.id }),
    ),
  };
};

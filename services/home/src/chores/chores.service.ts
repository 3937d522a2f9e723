import {
  canOrganise,
  type Chore,
  type ChoreAssignment,
  type ChoreAssignmentPage,
  type ChorePage,
  type ChoreStatusCounts,
  type createChoreBody,
  type LiveTopic,
  type updateChoreBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  type Caller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { POINTS_TOPIC } from '../points';
import type { ChoreRow } from './chores.table';
import type {
  AssignmentFilter,
  AssignmentWithChore,
  ChoresRepository,
  PageRequest,
} from './chores.repository';
import { todayOf } from './periods';

type CreateChore = z.output<typeof createChoreBody>;
type UpdateChore = z.output<typeof updateChoreBody>;

/** The live topics (and the remote's query-key roots) that tell open screens chores or turns changed. */
export const CHORES_TOPIC = 'chores' satisfies LiveTopic<'home'>;
export const ASSIGNMENTS_TOPIC = 'chore-assignments' satisfies LiveTopic<'home'>;

export function toChore(row: ChoreRow): Chore {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    points: row.points,
    frequency: row.frequency,
    isActive: row.isActive,
    assigneeIds: row.assigneeIds,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAssignment(row: AssignmentWithChore, today: string): ChoreAssignment {
  return {
    id: row.id,
    choreId: row.choreId,
    choreTitle: row.choreTitle,
    points: row.pointsAwarded ?? row.chorePoints,
    frequency: row.frequency,
    assignedToId: row.assignedToId,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    overdue: row.status === 'assigned' && row.endDate !== null && row.endDate < today,
    completedDate: row.completedDate?.toISOString() ?? null,
    completedById: row.completedById,
    verifiedById: row.verifiedById,
    pointsAwarded: row.pointsAwarded,
    rejectionNote: row.rejectionNote,
  };
}

const choreNotFound = () => notFound('Chore');
const assignmentNotFound = () => notFound('Chore assignment');

export interface ChoresServiceOptions {
  repository: ChoresRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  now: () => Date;
}

/**
 * Chores and their turns (issue #13): everyone in the family sees them; admins and parents make chores, verify
 * and reject; the assignee (or a parent) marks a turn complete; nobody verifies their own turn.
 */
export function createChoresService({ repository, live, members, now }: ChoresServiceOptions) {
  const changed = (caller: Caller, ...topics: LiveTopic<'home'>[]) => {
    for (const topic of topics) live.publish(caller.familyId, topic);
  };

  function assertMayChange(caller: Caller): void {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can create or change chores');
  }

  async function assertMembers(caller: Caller, ids: readonly number[]): Promise<void> {
    const family = new Set((await members.list(caller)).map((m) => m.id));
    const strangers = ids.filter((id) => !family.has(id));
    if (strangers.length > 0) throw badRequest('Choose members of your family', { assigneeIds: strangers });
  }

  // Periods start at midnight (UTC): once a family's turns were rolled over today, only tomorrow can bring new
  // ones (a new or switched-on chore makes its own turn), so a list skips the check until the day changes.
  const rolledOn = new Map<number, string>();
  async function rollOverOnce(familyId: number, at: Date): Promise<void> {
    const day = todayOf(at);
    if (rolledOn.get(familyId) === day) return;
    await repository.rollOver(familyId, at);
    rolledOn.set(familyId, day);
  }

  async function assignmentFor(caller: Caller, id: number): Promise<AssignmentWithChore> {
    const row = await repository.findAssignment(caller.familyId, id);
    if (!row) throw assignmentNotFound();
    return row;
  }

  async function answer(caller: Caller, id: number): Promise<ChoreAssignment> {
    return toAssignment(await assignmentFor(caller, id), todayOf(now()));
  }

  return {
    async list(caller: Caller, page: PageRequest): Promise<ChorePage> {
      const { items, nextCursor } = await repository.list(caller.familyId, page);
      return { items: items.map(toChore), nextCursor };
    },

    async create(caller: Caller, body: CreateChore): Promise<Chore> {
      assertMayChange(caller);
      await assertMembers(caller, body.assigneeIds);
      const row = await repository.insert(
        caller.familyId,
        {
          title: body.title,
          description: body.description ?? null,
          points: body.points,
          frequency: body.frequency,
          isActive: body.isActive,
          assigneeIds: body.assigneeIds,
          createdById: caller.userId,
        },
        now(),
      );
      changed(caller, CHORES_TOPIC, ASSIGNMENTS_TOPIC);
      return toChore(row);
    },

    async update(caller: Caller, id: number, changes: UpdateChore): Promise<Chore> {
      if (!(await repository.find(caller.familyId, id))) throw choreNotFound();
      assertMayChange(caller);
      if (changes.assigneeIds) await assertMembers(caller, changes.assigneeIds);
      const row = await repository.update(caller.familyId, id, changes);
      if (!row) throw choreNotFound();
      // Switched on again (or a rotation given): its turn for this period if it has none.
      await repository.rollOver(caller.familyId, now());
      changed(caller, CHORES_TOPIC, ASSIGNMENTS_TOPIC);
      return toChore(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await repository.find(caller.familyId, id))) throw choreNotFound();
      assertMayChange(caller);
      if (!(await repository.remove(caller.familyId, id))) throw choreNotFound();
      changed(caller, CHORES_TOPIC, ASSIGNMENTS_TOPIC);
    },

    async assignments(caller: Caller, filter: AssignmentFilter): Promise<ChoreAssignmentPage> {
      const at = now();
      // The period may have rolled over since the last look: the new turns first (idempotent).
      if (filter.cursor === undefined) await rollOverOnce(caller.familyId, at);
      const page = await repository.assignments(caller.familyId, filter);
      const today = todayOf(at);
      return { items: page.items.map((row) => toAssignment(row, today)), nextCursor: page.nextCursor };
    },

    async statusCounts(caller: Caller, assignedToId?: number): Promise<ChoreStatusCounts> {
      return repository.statusCounts(caller.familyId, assignedToId, todayOf(now()));
    },

    async markComplete(caller: Caller, id: number): Promise<ChoreAssignment> {
      const row = await assignmentFor(caller, id);
      if (!canOrganise(caller.role) && row.assignedToId !== caller.userId) {
        throw forbidden('Children can only mark their own chores complete');
      }
      if (!(await repository.markComplete(caller.familyId, id, caller.userId, now()))) {
        throw conflict(
          row.status === 'verified'
            ? 'This chore is already verified'
            : 'This chore is already marked complete',
        );
      }
      changed(caller, ASSIGNMENTS_TOPIC);
      return answer(caller, id);
    },

    async verify(caller: Caller, id: number): Promise<ChoreAssignment> {
      const row = await assignmentFor(caller, id);
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can verify chores');
      if (row.assignedToId === caller.userId) throw forbidden('You cannot verify your own chore');
      if (!(await repository.verify(caller.familyId, id, caller.userId))) {
        const current = await assignmentFor(caller, id);
        throw conflict(
          current.status === 'verified' ? 'This chore is already verified' : 'Mark the chore complete first',
        );
      }
      changed(caller, ASSIGNMENTS_TOPIC, POINTS_TOPIC);
      return answer(caller, id);
    },

    async reject(caller: Caller, id: number, note: string): Promise<ChoreAssignment> {
      const row = await assignmentFor(caller, id);
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can reject chores');
      if (row.assignedToId === caller.userId) throw forbidden('You cannot reject your own chore');
      if (!(await repository.reject(caller.familyId, id, note))) {
        throw conflict(
          row.status === 'verified'
            ? 'This chore is already verified'
            : 'Only a completed chore can be rejected',
        );
      }
      changed(caller, ASSIGNMENTS_TOPIC);
      return answer(caller, id);
    },

    /** The rollover job (main.ts runs it every few minutes for every family; tests call it with their clock). */
    rollOverAll(at: Date): Promise<number> {
      return repository.rollOver(undefined, at);
    },
  };
}
export type ChoresService = ReturnType<typeof createChoresService>;

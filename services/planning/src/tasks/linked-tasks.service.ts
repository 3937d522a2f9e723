import type { z } from 'zod';
import {
  canOrganise,
  type LinkedTaskAnswer,
  type LinkedTaskChangeAnswer,
  type TaskSource,
  type createLinkedTaskBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, type FamilyCaller, type InternalCaller } from '@familyhub/server-kit';
import type { AlertHooks } from '../alerts';
import type { MemberReach } from '../clients/member-reach';
import type { LiveEvents } from '@familyhub/server-kit';
import type { LinkedTasksRepository } from './linked-tasks.repository';
import { toTask } from './tasks.service';

const envelopeOf = (caller: FamilyCaller): InternalCaller =>
  caller.kind === 'member' ? caller.member : { service: caller.service, familyId: caller.familyId };
const actorOf = (caller: FamilyCaller) => (caller.kind === 'member' ? caller.member.userId : null);

export interface LinkedTasksServiceOptions {
  repository: LinkedTasksRepository;
  members: MemberReach;
  live: LiveEvents;
  alerts: Pick<AlertHooks, 'taskSaved' | 'targetRemoved'>;
}

/**
 * Family tasks made by a domain from one of its items (a school document due on a date), linked back to it.
 * A member acting through the domain follows the task rules of /api/tasks for adding and deleting (parents and
 * admins; a child does not assign tasks); ticking one off follows the item (a child submits their document), so
 * any member of the family may. A domain's job (service caller) may do all three for its family.
 */
export function createLinkedTasksService({ repository, members, live, alerts }: LinkedTasksServiceOptions) {
  function assertMayOrganise(caller: FamilyCaller, what: string) {
    if (caller.kind === 'member' && !canOrganise(caller.member.role))
      throw forbidden(`Only parents and admins can ${what} tasks`);
  }

  async function assertAssigneeInFamily(caller: FamilyCaller, assignedToId: number | null | undefined) {
    if (assignedToId == null) return;
    const inFamily = async (fresh: boolean) =>
      (await members(envelopeOf(caller), { fresh })).some((m) => m.id === assignedToId);
    if (!(await inFamily(false)) && !(await inFamily(true)))
      throw badRequest('Assignee must be a member of your family');
  }

  return {
    async create(
      caller: FamilyCaller,
      body: z.output<typeof createLinkedTaskBody>,
    ): Promise<LinkedTaskAnswer> {
      assertMayOrganise(caller, 'add');
      const existing = await repository.find(caller.familyId, body.source);
      if (existing) return { task: toTask(existing), created: false };
      await assertAssigneeInFamily(caller, body.assignedToId);
      const row = await repository.insert(caller.familyId, body.source, {
        title: body.title,
        description: body.description ?? null,
        dueDate: body.dueDate ?? null,
        priority: body.priority,
        completed: false,
        assignedToId: body.assignedToId ?? null,
        createdById: actorOf(caller),
      });
      // Another call made it in between: answer that one.
      if (!row)
        return { task: toTask((await repository.find(caller.familyId, body.source))!), created: false };
      await alerts.taskSaved(caller.familyId, actorOf(caller), row, null);
      live.publish(caller.familyId, 'tasks');
      return { task: toTask(row), created: true };
    },

    async setCompleted(
      caller: FamilyCaller,
      source: TaskSource,
      completed: boolean,
    ): Promise<LinkedTaskChangeAnswer> {
      const row = await repository.setCompleted(caller.familyId, source, completed);
      if (row) live.publish(caller.familyId, 'tasks');
      return { task: row ? toTask(row) : null };
    },

    async remove(caller: FamilyCaller, source: TaskSource): Promise<LinkedTaskChangeAnswer> {
      assertMayOrganise(caller, 'delete');
      const row = await repository.remove(caller.familyId, source);
      if (!row) return { task: null };
      await alerts.targetRemoved(caller.familyId, 'task', row.id);
      live.publish(caller.familyId, 'tasks');
      return { task: toTask(row) };
    },
  };
}
export type LinkedTasksService = ReturnType<typeof createLinkedTasksService>;

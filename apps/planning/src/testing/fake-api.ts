import type { Task } from '@familyhub/contracts';
import { member } from '@familyhub/ui/testing';

// Planning's fixtures. The harness itself (fakeApi, json, held, signedInAs, …) is `@familyhub/ui/testing`,
// re-exported here so a test imports from one place.
export * from '@familyhub/ui/testing';

/** A parent the admin gave "Edit schedule" (events, guest lists, carpools). */
export const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent', canEditSchedule: true });
/** A parent without "Edit schedule" (the spec's default): sees the schedule, cannot change it. */
export const parentWithoutSchedule = member({ id: 3, name: 'Mark Johnson', role: 'parent' });
export const child = member({ id: 2, name: 'Emma Johnson', role: 'child', color: '#DB2777' });

let nextId = 1;
export function task(overrides: Partial<Task> & Pick<Task, 'title'>): Task {
  nextId += 1;
  return {
    id: nextId,
    description: null,
    dueDate: null,
    priority: 'medium',
    completed: false,
    assignedToId: null,
    createdById: 1,
    createdAt: '2026-11-22T08:00:00.000Z',
    source: null,
    ...overrides,
  };
}

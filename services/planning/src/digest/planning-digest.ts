import {
  alertTargetPath,
  EXPANSION_BUDGET_DAYS,
  type DigestItem,
  type DigestSection,
} from '@familyhub/contracts';
import {
  affordableSeries,
  byFamily,
  digestSectionOf,
  localDate,
  type DigestProvider,
} from '@familyhub/server-kit';
import { groupExceptions, resolvedOccurrences } from '../events';
import type { DigestRepository } from './digest.repository';

/**
 * Planning's part of the family digest (issue #30): the window's events (a repeating series' occurrences too,
 * renamed or cancelled ones as they are) for everyone, and the open tasks due in it for their assignee (everyone
 * when unassigned). A few queries for the whole batch of families.
 */
export function planningDigest(repository: DigestRepository): DigestProvider {
  return async (windows) => {
    const answer = new Map<number, DigestSection[]>();
    if (windows.length === 0) return answer;
    const familyIds = windows.map((w) => w.familyId);
    const start = new Date(Math.min(...windows.map((w) => Date.parse(w.from))));
    const end = new Date(Math.max(...windows.map((w) => Date.parse(w.to))));
    const candidates = await repository.eventCandidates(familyIds, start, end);
    const repeating = candidates.filter((event) => event.recurrence).map((event) => event.id);
    const exceptions = groupExceptions(await repository.exceptions(repeating));
    const eventsByFamily = byFamily(candidates);
    // Task due dates are days: the batch's earliest and latest local dates bound the one query.
    const dates = windows.flatMap((w) => [
      localDate(new Date(w.from), w.timeZone),
      localDate(new Date(w.to), w.timeZone),
    ]);
    const earliest = dates.reduce((a, b) => (a < b ? a : b));
    const latest = dates.reduce((a, b) => (a > b ? a : b));
    const tasksByFamily = byFamily(await repository.openTasksDue(familyIds, earliest, latest));

    for (const w of windows) {
      const window = { start: new Date(w.from), end: new Date(w.to) };
      const series = affordableSeries(
        eventsByFamily.get(w.familyId) ?? [],
        window,
        EXPANSION_BUDGET_DAYS,
      ).affordable;
      const eventItems: DigestItem[] = series.flatMap((event) =>
        resolvedOccurrences(event, window, exceptions.get(event.id))
          .filter((o) => o.start >= window.start)
          .map((o) => ({
            text: o.title,
            when: event.allDay ? localDate(o.start, event.timeZone) : o.start.toISOString(),
            userIds: null,
            link: alertTargetPath('event', event.id),
          })),
      );
      const fromDate = localDate(window.start, w.timeZone);
      const toDate = localDate(window.end, w.timeZone);
      const taskItems: DigestItem[] = (tasksByFamily.get(w.familyId) ?? [])
        .filter((task) => task.dueDate !== null && task.dueDate >= fromDate && task.dueDate < toDate)
        .map((task) => ({
          text: task.title,
          when: task.dueDate,
          userIds: task.assignedToId === null ? null : [task.assignedToId],
          link: alertTargetPath('task', task.id),
        }));
      const sections = [digestSectionOf('events', eventItems), digestSectionOf('tasks', taskItems)].filter(
        (section): section is DigestSection => section !== null,
      );
      answer.set(w.familyId, sections);
    }
    return answer;
  };
}

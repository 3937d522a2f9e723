import {
  alertTargetPath,
  documentTypeLabels,
  type DigestItem,
  type DigestSection,
} from '@familyhub/contracts';
import {
  byFamily,
  digestSectionOf,
  instantOf,
  type DigestProvider,
  digestDaysOf,
  unionOfDays,
  withinDays,
} from '@familyhub/server-kit';
import type { SchoolDigestRepository } from './digest.repository';

/** "Permission Slip" reads "Permission slip" in a sentence. */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/**
 * School's part of the family digest (issue #30), one `school` section per family: open homework due in its days
 * (for the child it is set to), school events on them (for everyone), and documents due back in them and not yet
 * submitted (for everyone: a parent signs the permission slip the child brings back). Three queries for the whole
 * batch.
 */
export function schoolDigest(repository: SchoolDigestRepository): DigestProvider {
  return async (windows) => {
    const answer = new Map<number, DigestSection[]>();
    if (windows.length === 0) return answer;
    const familyIds = windows.map((w) => w.familyId);
    const daysByFamily = new Map(windows.map((w) => [w.familyId, digestDaysOf(w)]));
    const union = unionOfDays([...daysByFamily.values()]);
    const [homework, documents, events] = await Promise.all([
      repository.openHomeworkDue(familyIds, union),
      repository.openDocumentsDue(familyIds, union),
      repository.eventsTouching(familyIds, union),
    ]);
    const homeworkByFamily = byFamily(homework);
    const documentsByFamily = byFamily(documents);
    const eventsByFamily = byFamily(events);

    for (const w of windows) {
      const days = daysByFamily.get(w.familyId)!;
      const items: DigestItem[] = [
        ...(homeworkByFamily.get(w.familyId) ?? [])
          .filter((row) => withinDays(row.dueDate, days))
          .map((row) => ({
            text: `${row.subject}: ${row.title}`,
            when: row.dueDate,
            userIds: [row.childId],
            link: alertTargetPath('homework', row.id),
          })),
        ...(eventsByFamily.get(w.familyId) ?? [])
          .filter((row) => row.startDate <= days.lastDay && (row.endDate ?? row.startDate) >= days.firstDay)
          .map((row) => ({
            text: row.title,
            // A timed event starting in the window at its hour there; an all-day or ongoing one on its (first) day.
            when:
              !row.allDay && row.startTime && row.startDate >= days.firstDay
                ? instantOf(row.startDate, row.startTime, w.timeZone).toISOString()
                : row.startDate > days.firstDay
                  ? row.startDate
                  : days.firstDay,
            userIds: null,
            link: alertTargetPath('school-event', row.id),
          })),
        ...(documentsByFamily.get(w.familyId) ?? [])
          .filter((row) => withinDays(row.dueDate, days))
          .map((row) => ({
            text: `${sentenceCase(documentTypeLabels[row.documentType])}: ${row.title}`,
            when: row.dueDate,
            userIds: null,
            link: alertTargetPath('school-document', row.id),
          })),
      ];
      const section = digestSectionOf('school', items);
      answer.set(w.familyId, section ? [section] : []);
    }
    return answer;
  };
}

// School's rules for screens without zod: the dashboard's documents card needs them at start, zod loads with the
// first form (issue #16). school.ts re-exports them beside the schemas.
import type { SchoolDocument } from './school';

/** A document's due state as the screen shows it (000 §4). */
export type DueState = 'submitted' | 'due-today' | 'overdue' | 'pending' | 'no-action';

export function documentDueState(
  document: Pick<SchoolDocument, 'dueDate' | 'submitted'>,
  today: string,
): DueState {
  if (!document.dueDate) return 'no-action';
  if (document.submitted) return 'submitted';
  if (document.dueDate === today) return 'due-today';
  return document.dueDate < today ? 'overdue' : 'pending';
}

export const dueStateLabels: Record<DueState, string> = {
  submitted: 'Submitted',
  'due-today': 'Due Today',
  overdue: 'Overdue',
  pending: 'Pending',
  'no-action': 'No action needed',
};

/** The local calendar date (YYYY-MM-DD) of an instant, in the runtime's zone. */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The 14 document types of spec 000 §9 (default `other`). */
export const documentTypes = [
  'report_card',
  'permission_slip',
  'medical',
  'homework',
  'certificate',
  'award',
  'art',
  'project',
  'identification',
  'transcript',
  'attendance',
  'behavior',
  'iep',
  'other',
] as const;

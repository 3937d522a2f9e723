import { documentDueState, dueStateLabels, type DueState, type SchoolDocument } from '@familyhub/contracts';
import { Badge } from '@familyhub/ui';

const variants: Record<DueState, 'success' | 'warning' | 'destructive' | 'secondary' | 'outline'> = {
  submitted: 'success',
  'due-today': 'warning',
  overdue: 'destructive',
  pending: 'secondary',
  'no-action': 'outline',
};

/** Spec 000 §4: submitted; due today; overdue; otherwise pending; 'No action needed' without a due date. */
export function DueStateBadge({ document, today }: { document: SchoolDocument; today: string }) {
  const state = documentDueState(document, today);
  return <Badge variant={variants[state]}>{dueStateLabels[state]}</Badge>;
}

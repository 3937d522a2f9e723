import { documentDueState, type DueState, type SchoolDocument } from '@familyhub/contracts';
import { Badge } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { documentsMessages } from '../messages';

const variants: Record<DueState, 'success' | 'warning' | 'destructive' | 'secondary' | 'outline'> = {
  submitted: 'success',
  'due-today': 'warning',
  overdue: 'destructive',
  pending: 'secondary',
  'no-action': 'outline',
};

/** Spec 000 §4: submitted; due today; overdue; otherwise pending; 'No action needed' without a due date. */
export function DueStateBadge({ document, today }: { document: SchoolDocument; today: string }) {
  const t = useMessages(documentsMessages);
  const state = documentDueState(document, today);
  return <Badge variant={variants[state]}>{t(`dueState.${state}`)}</Badge>;
}

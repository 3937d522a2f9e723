import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { documentDueState, dueStateLabels, localDate } from '@familyhub/contracts';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useDocumentSummary, useNearestDocuments } from '../api/documents-api';

/** How many open documents the dashboard card lists. */
export const DASHBOARD_DOCUMENTS_LIMIT = 3;

/** The dashboard's Documents card: how many need action, the nearest due ones, and a link to /documents. */
export function DocumentsCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const today = localDate();
  const summary = useDocumentSummary(today);
  const nearest = useNearestDocuments(DASHBOARD_DOCUMENTS_LIMIT);

  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open backpack' }} regionLabel={title}>
      {nearest.isPending ? (
        <PlaceholderList
          label="Loading documents"
          count={DASHBOARD_DOCUMENTS_LIMIT}
          lineClassName="h-8 w-full"
        />
      ) : nearest.isError ? (
        <ErrorPanel
          title="Could not load documents"
          message={errorMessage(nearest.error)}
          onRetry={() => void nearest.refetch()}
        />
      ) : nearest.data.items.length === 0 ? (
        <EmptyState
          title="Nothing needs action"
          description="Permission slips with a due date show up here."
        />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {summary.data
              ? `${summary.data.actionRequired} need action${summary.data.dueToday > 0 ? ` · ${summary.data.dueToday} due today` : ''}`
              : ' '}
          </p>
          <ul aria-label="Documents that need action" className="grid gap-1">
            {nearest.data.items.map((document) => (
              <li key={document.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{document.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {dueStateLabels[documentDueState(document, today)]} · {document.dueDate}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

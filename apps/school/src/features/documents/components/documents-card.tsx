import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { documentDueState, localDate } from '@familyhub/contracts';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useDocumentSummary, useNearestDocuments } from '../api/documents-api';
import { documentsMessages } from '../messages';

/** How many open documents the dashboard card lists. */
export const DASHBOARD_DOCUMENTS_LIMIT = 3;

/** The dashboard's Documents card: how many need action, the nearest due ones, and a link to /documents. */
export function DocumentsCard({ title, path }: WidgetProps) {
  const t = useMessages(documentsMessages);
  const formats = useFormats();
  useLiveUpdates();
  const today = localDate();
  const summary = useDocumentSummary(today);
  const nearest = useNearestDocuments(DASHBOARD_DOCUMENTS_LIMIT);

  return (
    <DashboardCard title={title} link={{ to: path, label: t('widget.link') }} regionLabel={title}>
      {nearest.isPending ? (
        <PlaceholderList label={t('loading')} count={DASHBOARD_DOCUMENTS_LIMIT} lineClassName="h-8 w-full" />
      ) : nearest.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(nearest.error)}
          onRetry={() => void nearest.refetch()}
          retryLabel={t('widget.retry')}
        />
      ) : nearest.data.items.length === 0 ? (
        <EmptyState title={t('widget.empty.title')} description={t('widget.empty.body')} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {summary.data
              ? summary.data.dueToday > 0
                ? t('widget.summary.dueToday', {
                    actionRequired: summary.data.actionRequired,
                    dueToday: summary.data.dueToday,
                  })
                : t('widget.summary', { actionRequired: summary.data.actionRequired })
              : ' '}
          </p>
          <ul aria-label={t('widget.list')} className="grid gap-1">
            {nearest.data.items.map((document) => (
              <li key={document.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{document.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {t(`dueState.${documentDueState(document, today)}`)} ·{' '}
                  {document.dueDate ? formats.date(document.dueDate) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

import { FileTextIcon, ImageIcon } from 'lucide-react';
import { Badge } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { documentsMessages } from '../messages';
import { DocumentActions, type DocumentActionsProps } from './document-actions';
import { DueStateBadge } from './due-state-badge';

/** One document on the All Documents tab. */
export function DocumentCard({ today, ...actions }: DocumentActionsProps & { today: string }) {
  const t = useMessages(documentsMessages);
  const formats = useFormats();
  const { document } = actions;
  const Icon = document.fileType.startsWith('image/') ? ImageIcon : FileTextIcon;
  return (
    <article
      aria-label={document.title}
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 shadow-xs"
    >
      <div className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-medium">{document.title}</h3>
          <p className="text-xs text-muted-foreground">
            {t('card.meta', {
              size: formats.fileSize(document.fileSize),
              date: formats.date(document.createdAt),
            })}
          </p>
        </div>
      </div>
      {document.description ? <p className="text-sm text-muted-foreground">{document.description}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t(`documentType.${document.documentType}`)}</Badge>
        <DueStateBadge document={document} today={today} />
        {document.dueDate ? (
          <span className="text-xs text-muted-foreground">
            {t('card.due', { date: formats.date(document.dueDate) })}
          </span>
        ) : null}
      </div>
      <DocumentActions {...actions} />
    </article>
  );
}

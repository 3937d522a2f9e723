import type { SchoolDocument } from '@familyhub/contracts';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import type { StudentEntry } from '../../schools';
import { documentsMessages } from '../messages';
import { DocumentActions, type DocumentActionsProps } from './document-actions';
import { DueStateBadge } from './due-state-badge';

export interface DocumentsTableProps extends Omit<DocumentActionsProps, 'document'> {
  documents: SchoolDocument[];
  /** Action Required shows Due Date and Status; Submitted shows Uploaded and Submitted (spec 000 §2). */
  mode: 'action-required' | 'submitted';
  studentOf: (studentId: number) => StudentEntry | undefined;
  today: string;
  label: string;
}

/** The table of the Action Required and Submitted tabs: Document, Student, Type, Due Date/Uploaded, Status/Submitted, Actions. */
export function DocumentsTable({
  documents,
  mode,
  studentOf,
  today,
  label,
  ...actions
}: DocumentsTableProps) {
  const t = useMessages(documentsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-start text-sm" aria-label={label}>
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('table.document')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('table.student')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('table.type')}
            </th>
            <th scope="col" className="px-3 py-2">
              {mode === 'action-required' ? t('table.dueDate') : t('table.uploaded')}
            </th>
            <th scope="col" className="px-3 py-2">
              {mode === 'action-required' ? t('table.status') : t('table.submitted.column')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className="border-t align-top">
              <td className="px-3 py-2 font-medium">{document.title}</td>
              <td className="px-3 py-2">{studentOf(document.studentId)?.name ?? shared('formerMember')}</td>
              <td className="px-3 py-2">{t(`documentType.${document.documentType}`)}</td>
              <td className="px-3 py-2">
                {mode === 'action-required'
                  ? document.dueDate && formats.date(document.dueDate)
                  : formats.date(document.createdAt)}
              </td>
              <td className="px-3 py-2">
                {mode === 'action-required' ? (
                  <DueStateBadge document={document} today={today} />
                ) : (
                  document.submittedAt && formats.date(document.submittedAt)
                )}
              </td>
              <td className="px-3 py-2">
                <DocumentActions document={document} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

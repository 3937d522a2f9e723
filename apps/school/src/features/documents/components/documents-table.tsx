import { documentTypeLabels, type SchoolDocument } from '@familyhub/contracts';
import type { StudentEntry } from '../../schools';
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
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              Document
            </th>
            <th scope="col" className="px-3 py-2">
              Student
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2">
              {mode === 'action-required' ? 'Due Date' : 'Uploaded'}
            </th>
            <th scope="col" className="px-3 py-2">
              {mode === 'action-required' ? 'Status' : 'Submitted'}
            </th>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} className="border-t align-top">
              <td className="px-3 py-2 font-medium">{document.title}</td>
              <td className="px-3 py-2">{studentOf(document.studentId)?.name ?? 'Former member'}</td>
              <td className="px-3 py-2">{documentTypeLabels[document.documentType]}</td>
              <td className="px-3 py-2">
                {mode === 'action-required' ? document.dueDate : document.createdAt.slice(0, 10)}
              </td>
              <td className="px-3 py-2">
                {mode === 'action-required' ? (
                  <DueStateBadge document={document} today={today} />
                ) : (
                  document.submittedAt?.slice(0, 10)
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

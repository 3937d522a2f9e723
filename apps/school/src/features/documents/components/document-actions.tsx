import { CheckCircle2Icon, EyeIcon, ListPlusIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { SchoolDocument } from '@familyhub/contracts';
import { Badge, Button, ItemActions, toast } from '@familyhub/ui';
import { useDeleteDocument, useMakeDocumentTask, useSubmitDocument } from '../api/documents-api';

export interface DocumentActionsProps {
  document: SchoolDocument;
  /** Admins and parents edit, delete and make tasks; a child may view and mark their own submitted. */
  canEdit: boolean;
  onPreview: (document: SchoolDocument) => void;
  onEdit: (document: SchoolDocument) => void;
}

/** View, Mark Submitted, Make a task, Edit and Delete (after 'Are you sure…') for one document. */
export function DocumentActions({ document, canEdit, onPreview, onEdit }: DocumentActionsProps) {
  const submit = useSubmitDocument();
  const remove = useDeleteDocument();
  const makeTask = useMakeDocumentTask();
  const open = document.dueDate !== null && !document.submitted;

  const markSubmitted = async () => {
    try {
      await submit.mutateAsync(document.id);
      toast({ title: 'Document Submitted', description: document.title });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to mark document as submitted: ${errorMessage(error)}`,
      });
    }
  };

  const toTask = async () => {
    try {
      await makeTask.mutateAsync({ id: document.id, body: {} });
      toast({ title: 'Task Created', description: `"${document.title}" is on the family's to-do list.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to create task', description: errorMessage(error) });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(document.id);
      toast({ title: 'Document Deleted', description: document.title });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to delete document: ${errorMessage(error)}`,
      });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => onPreview(document)}>
        <EyeIcon aria-hidden /> View<span className="sr-only"> {document.title}</span>
      </Button>
      {open ? (
        <Button variant="outline" size="sm" disabled={submit.isPending} onClick={() => void markSubmitted()}>
          {/* The name starts with the visible words (WCAG 2.5.3), then says which document. */}
          <CheckCircle2Icon aria-hidden /> Mark Submitted
          <span className="sr-only"> for {document.title}</span>
        </Button>
      ) : null}
      {document.taskId !== null ? (
        <Badge variant="outline">On the to-do list</Badge>
      ) : open && canEdit ? (
        <Button variant="ghost" size="sm" disabled={makeTask.isPending} onClick={() => void toTask()}>
          <ListPlusIcon aria-hidden /> Make a task<span className="sr-only"> of {document.title}</span>
        </Button>
      ) : null}
      {canEdit ? (
        <ItemActions
          itemLabel={document.title}
          onEdit={() => onEdit(document)}
          onDelete={() => void onDelete()}
          confirmTitle="Delete document?"
          confirmDescription="Are you sure you want to delete this document?"
        />
      ) : null}
    </div>
  );
}

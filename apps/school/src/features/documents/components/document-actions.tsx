import { CheckCircle2Icon, EyeIcon, ListPlusIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { SchoolDocument } from '@familyhub/contracts';
import { Badge, Button, ItemActions, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useDeleteDocument, useMakeDocumentTask, useSubmitDocument } from '../api/documents-api';
import { documentsMessages } from '../messages';

export interface DocumentActionsProps {
  document: SchoolDocument;
  /** Admins and parents edit, delete and make tasks; a child may view and mark their own submitted. */
  canEdit: boolean;
  onPreview: (document: SchoolDocument) => void;
  onEdit: (document: SchoolDocument) => void;
}

/** View, Mark Submitted, Make a task, Edit and Delete (after 'Are you sure…') for one document. */
export function DocumentActions({ document, canEdit, onPreview, onEdit }: DocumentActionsProps) {
  const t = useMessages(documentsMessages);
  const submit = useSubmitDocument();
  const remove = useDeleteDocument();
  const makeTask = useMakeDocumentTask();
  const open = document.dueDate !== null && !document.submitted;

  const markSubmitted = async () => {
    try {
      await submit.mutateAsync(document.id);
      toast({ title: t('toast.submitted'), description: document.title });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.error'),
        description: t('toast.submitFailed', { error: errorMessage(error) }),
      });
    }
  };

  const toTask = async () => {
    try {
      await makeTask.mutateAsync({ id: document.id, body: {} });
      toast({
        title: t('toast.taskCreated'),
        description: t('toast.taskCreated.body', { title: document.title }),
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.taskFailed'), description: errorMessage(error) });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(document.id);
      toast({ title: t('toast.deleted'), description: document.title });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.error'),
        description: t('toast.deleteFailed', { error: errorMessage(error) }),
      });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => onPreview(document)}>
        <EyeIcon aria-hidden /> {t('actions.view')}
        <span className="sr-only"> {document.title}</span>
      </Button>
      {open ? (
        <Button variant="outline" size="sm" disabled={submit.isPending} onClick={() => void markSubmitted()}>
          {/* The name starts with the visible words (WCAG 2.5.3), then says which document. */}
          <CheckCircle2Icon aria-hidden /> {t('actions.markSubmitted')}
          <span className="sr-only"> {t('actions.markSubmitted.which', { title: document.title })}</span>
        </Button>
      ) : null}
      {document.taskId !== null ? (
        <Badge variant="outline">{t('actions.onTodoList')}</Badge>
      ) : open && canEdit ? (
        <Button variant="ghost" size="sm" disabled={makeTask.isPending} onClick={() => void toTask()}>
          <ListPlusIcon aria-hidden /> {t('actions.makeTask')}
          <span className="sr-only"> {t('actions.makeTask.which', { title: document.title })}</span>
        </Button>
      ) : null}
      {canEdit ? (
        <ItemActions
          itemLabel={document.title}
          onEdit={() => onEdit(document)}
          onDelete={() => void onDelete()}
          confirmTitle={t('confirm.delete.title')}
          confirmDescription={t('confirm.delete.body')}
        />
      ) : null}
    </div>
  );
}

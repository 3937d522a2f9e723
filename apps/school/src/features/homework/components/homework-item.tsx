import { PaperclipIcon, ShieldCheckIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilyMember, Homework } from '@familyhub/contracts';
import { Badge, Button, Checkbox, deleteWithToast, ItemActions, toast } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useCompleteHomework, useDeleteHomework, useVerifyHomework } from '../api/homework-api';
import { homeworkMessages } from '../messages';

export interface HomeworkItemProps {
  homework: Homework;
  today: string;
  canEdit: boolean;
  verifier: FamilyMember | undefined;
  onEdit: (homework: Homework) => void;
}

/** One homework: Done checkbox (child or parent), Verify for a parent once done, edit and delete for parents. */
export function HomeworkItem({ homework, today, canEdit, verifier, onEdit }: HomeworkItemProps) {
  const t = useMessages(homeworkMessages);
  const formats = useFormats();
  const complete = useCompleteHomework();
  const verify = useVerifyHomework();
  const remove = useDeleteHomework();
  const overdue = !homework.completed && homework.dueDate < today;

  const toggle = async (completed: boolean) => {
    try {
      await complete.mutateAsync({ id: homework.id, completed });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.updateFailed'), description: errorMessage(error) });
    }
  };
  const check = async () => {
    try {
      await verify.mutateAsync({ id: homework.id, verified: true });
      toast({ title: t('toast.verified'), description: homework.title });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.verifyFailed'), description: errorMessage(error) });
    }
  };
  const onDelete = () =>
    deleteWithToast(remove, homework.id, {
      deleted: { title: t('toast.deleted'), description: homework.title },
      failed: t('toast.deleteFailed'),
    });

  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3" aria-label={homework.title}>
      <Checkbox
        className="mt-1"
        checked={homework.completed}
        disabled={complete.isPending}
        onCheckedChange={(checked) => void toggle(checked === true)}
        aria-label={t('item.done', { title: homework.title })}
      />
      <div className="min-w-0 flex-1">
        <p className={homework.completed ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
          {homework.title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{homework.subject}</Badge>
          <Badge variant={homework.priority}>{t(`item.priority.${homework.priority}`)}</Badge>
          <span className={overdue ? 'font-medium text-destructive' : undefined}>
            {overdue
              ? t('item.overdue', { date: formats.date(homework.dueDate) })
              : t('item.due', { date: formats.date(homework.dueDate) })}
          </span>
          {homework.grade ? <span>{t('item.grade', { grade: homework.grade })}</span> : null}
          {homework.attachmentUrl ? (
            <a
              href={homework.attachmentUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 underline"
            >
              <PaperclipIcon aria-hidden className="size-3" />{' '}
              {homework.attachmentName ?? t('item.attachment')}
            </a>
          ) : null}
          {homework.verified ? (
            <Badge variant="success">
              <ShieldCheckIcon aria-hidden />{' '}
              {verifier ? t('item.verifiedBy', { name: verifier.name }) : t('item.verified')}
            </Badge>
          ) : null}
        </div>
        {homework.description ? (
          <p className="mt-1 text-sm text-muted-foreground">{homework.description}</p>
        ) : null}
      </div>
      {canEdit && homework.completed && !homework.verified ? (
        <Button
          size="sm"
          variant="outline"
          disabled={verify.isPending}
          onClick={() => void check()}
          aria-label={t('item.verify.label', { title: homework.title })}
        >
          {t('item.verify')}
        </Button>
      ) : null}
      {canEdit ? (
        <ItemActions
          itemLabel={homework.title}
          onEdit={() => onEdit(homework)}
          onDelete={() => void onDelete()}
          confirmTitle={t('confirm.delete.title', { title: homework.title })}
          confirmDescription={t('confirm.delete.body')}
        />
      ) : null}
    </li>
  );
}

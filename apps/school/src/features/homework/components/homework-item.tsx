import { PaperclipIcon, ShieldCheckIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { FamilyMember, Homework } from '@familyhub/contracts';
import { Badge, Button, Checkbox, deleteWithToast, ItemActions, toast } from '@familyhub/ui';
import { useCompleteHomework, useDeleteHomework, useVerifyHomework } from '../api/homework-api';

export interface HomeworkItemProps {
  homework: Homework;
  today: string;
  canEdit: boolean;
  verifier: FamilyMember | undefined;
  onEdit: (homework: Homework) => void;
}

/** One homework: Done checkbox (child or parent), Verify for a parent once done, edit and delete for parents. */
export function HomeworkItem({ homework, today, canEdit, verifier, onEdit }: HomeworkItemProps) {
  const complete = useCompleteHomework();
  const verify = useVerifyHomework();
  const remove = useDeleteHomework();
  const overdue = !homework.completed && homework.dueDate < today;

  const toggle = async (completed: boolean) => {
    try {
      await complete.mutateAsync({ id: homework.id, completed });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to update homework', description: errorMessage(error) });
    }
  };
  const check = async () => {
    try {
      await verify.mutateAsync({ id: homework.id, verified: true });
      toast({ title: 'Homework Verified', description: homework.title });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to verify homework', description: errorMessage(error) });
    }
  };
  const onDelete = () =>
    deleteWithToast(remove, homework.id, {
      deleted: { title: 'Homework Deleted', description: homework.title },
      failed: 'Failed to delete homework',
    });

  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3" aria-label={homework.title}>
      <Checkbox
        className="mt-1"
        checked={homework.completed}
        disabled={complete.isPending}
        onCheckedChange={(checked) => void toggle(checked === true)}
        aria-label={`${homework.title} done`}
      />
      <div className="min-w-0 flex-1">
        <p className={homework.completed ? 'font-medium text-muted-foreground line-through' : 'font-medium'}>
          {homework.title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{homework.subject}</Badge>
          <Badge variant={homework.priority}>{homework.priority}</Badge>
          <span className={overdue ? 'font-medium text-destructive' : undefined}>
            {overdue ? 'Overdue · ' : ''}Due {homework.dueDate}
          </span>
          {homework.grade ? <span>Grade {homework.grade}</span> : null}
          {homework.attachmentUrl ? (
            <a
              href={homework.attachmentUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 underline"
            >
              <PaperclipIcon aria-hidden className="size-3" /> {homework.attachmentName ?? 'Attachment'}
            </a>
          ) : null}
          {homework.verified ? (
            <Badge variant="success">
              <ShieldCheckIcon aria-hidden /> Verified{verifier ? ` by ${verifier.name}` : ''}
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
          aria-label={`Verify ${homework.title}`}
        >
          Verify
        </Button>
      ) : null}
      {canEdit ? (
        <ItemActions
          itemLabel={homework.title}
          onEdit={() => onEdit(homework)}
          onDelete={() => void onDelete()}
          confirmTitle={`Delete "${homework.title}"?`}
          confirmDescription="Are you sure you want to delete this homework?"
        />
      ) : null}
    </li>
  );
}

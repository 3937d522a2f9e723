import { Link } from '@familyhub/ui/router';
import { LinkIcon } from 'lucide-react';
import { Avatar, Badge, Checkbox, ItemActions, cn } from '@familyhub/ui';
import {
  alertTargetPath,
  alertTargetRoutes,
  type FamilyMember,
  type Priority,
  type Task,
} from '@familyhub/contracts';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { focusedItemClass, useScrollIntoViewWhen } from '../../shared/use-focus';
import { tasksMessages } from '../messages';

// Whole class names so Tailwind finds them in the source.
const priorityEdge: Record<Priority, string> = {
  low: 'border-s-priority-low',
  medium: 'border-s-priority-medium',
  high: 'border-s-priority-high',
};

export interface TaskItemProps {
  task: Task;
  assignee?: FamilyMember;
  /** False for a child looking at a task that is not theirs: the server would refuse it. */
  canToggle: boolean;
  onToggle: (completed: boolean) => void;
  /** Organisers only; without them the item shows no edit/delete actions. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The item the screen was opened on (`?focus=`): highlighted and scrolled into view. */
  focused?: boolean;
  /** A change made offline waits for the network (issue #31). */
  pending?: boolean;
}

/** "From School document", linking to the item a domain made this task from (ADR 0008). */
function TaskSourceLink({ source }: { source: NonNullable<Task['source']> }) {
  const t = useMessages(tasksMessages);
  // The area's name comes from the domain catalogue (libs/contracts), still in English there.
  const label = alertTargetRoutes[source.type]?.label ?? t('item.fromUnknown');
  return (
    <Link
      to={alertTargetPath(source.type, source.id)}
      className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
    >
      <LinkIcon aria-hidden className="size-3" />
      {t('item.from', { label })}
    </Link>
  );
}

export function TaskItem({
  task,
  assignee,
  canToggle,
  onToggle,
  onEdit,
  onDelete,
  focused = false,
  pending = false,
}: TaskItemProps) {
  const t = useMessages(tasksMessages);
  const formats = useFormats();
  const ref = useScrollIntoViewWhen<HTMLLIElement>(focused);
  return (
    <li
      ref={ref}
      aria-label={task.title}
      aria-current={focused ? 'true' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-md border border-s-4 border-border p-3',
        priorityEdge[task.priority],
        task.completed ? 'bg-muted' : 'bg-card',
        focused && focusedItemClass,
      )}
    >
      <Checkbox
        className="mt-0.5"
        checked={task.completed}
        disabled={!canToggle}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={t('item.toggle', { title: task.title })}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn('font-medium break-words', task.completed && 'text-muted-foreground line-through')}
          >
            {task.title}
          </span>
          <Badge variant={task.priority}>{t(`priority.${task.priority}`)}</Badge>
          {pending ? <Badge variant="outline">{t('item.pending')}</Badge> : null}
        </div>
        {task.description ? (
          <p className={cn('text-sm break-words text-muted-foreground', task.completed && 'line-through')}>
            {task.description}
          </p>
        ) : null}
        {assignee || task.dueDate || task.source ? (
          <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
            {assignee ? (
              <span className="inline-flex items-center gap-1.5">
                <Avatar name={assignee.name} imageUrl={assignee.avatarUrl} color={assignee.color} size="sm" />
                <span>{assignee.name}</span>
              </span>
            ) : null}
            {task.dueDate ? <span>{t('item.due', { date: formats.date(task.dueDate) })}</span> : null}
            {task.source ? <TaskSourceLink source={task.source} /> : null}
          </div>
        ) : null}
      </div>
      <ItemActions
        itemLabel={`"${task.title}"`}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={t('confirm.delete.title')}
        confirmDescription={t('confirm.delete.body', { title: task.title })}
      />
    </li>
  );
}

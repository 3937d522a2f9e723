import { Avatar, Badge, Checkbox, ItemActions, cn } from '@familyhub/ui';
import type { FamilyMember, Priority, Task } from '@familyhub/contracts';

const priorityLabel: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
// Whole class names so Tailwind finds them in the source.
const priorityEdge: Record<Priority, string> = {
  low: 'border-l-priority-low',
  medium: 'border-l-priority-medium',
  high: 'border-l-priority-high',
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
}

export function TaskItem({ task, assignee, canToggle, onToggle, onEdit, onDelete }: TaskItemProps) {
  return (
    <li
      aria-label={task.title}
      className={cn(
        'flex items-start gap-3 rounded-md border border-l-4 border-border p-3',
        priorityEdge[task.priority],
        task.completed ? 'bg-muted' : 'bg-card',
      )}
    >
      <Checkbox
        className="mt-0.5"
        checked={task.completed}
        disabled={!canToggle}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={`Mark "${task.title}" as done`}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn('font-medium break-words', task.completed && 'text-muted-foreground line-through')}
          >
            {task.title}
          </span>
          <Badge variant={task.priority}>{priorityLabel[task.priority]}</Badge>
        </div>
        {task.description ? (
          <p className={cn('text-sm break-words text-muted-foreground', task.completed && 'line-through')}>
            {task.description}
          </p>
        ) : null}
        {assignee || task.dueDate ? (
          <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
            {assignee ? (
              <span className="inline-flex items-center gap-1.5">
                <Avatar name={assignee.name} imageUrl={assignee.avatarUrl} color={assignee.color} size="sm" />
                <span>{assignee.name}</span>
              </span>
            ) : null}
            {task.dueDate ? <span>Due {task.dueDate}</span> : null}
          </div>
        ) : null}
      </div>
      <ItemActions
        itemLabel={`"${task.title}"`}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle="Delete this task?"
        confirmDescription={`"${task.title}" will be removed for the whole family.`}
      />
    </li>
  );
}

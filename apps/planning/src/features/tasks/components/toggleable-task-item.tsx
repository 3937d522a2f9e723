import type { FamilyMember, Task } from '@familyhub/contracts';
import { useToggleTask } from '../api/tasks-api';
import { TaskItem } from './task-item';

/** A task item wired to the optimistic completed toggle (used on /tasks and the dashboard). */
export function ToggleableTaskItem(props: {
  task: Task;
  assignee?: FamilyMember;
  canToggle: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  focused?: boolean;
}) {
  const toggleTask = useToggleTask();
  return (
    <TaskItem {...props} onToggle={(completed) => toggleTask.mutate({ id: props.task.id, completed })} />
  );
}

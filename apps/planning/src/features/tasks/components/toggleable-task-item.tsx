import { usePendingChanges } from '@familyhub/api-client';
import type { FamilyMember, Task } from '@familyhub/contracts';
import { useToggleTask } from '../api/tasks-api';
import { TaskItem } from './task-item';

/**
 * A task item wired to the optimistic completed toggle (used on /tasks and the dashboard), marked while a change
 * made offline waits for the network.
 */
export function ToggleableTaskItem(props: {
  task: Task;
  assignee?: FamilyMember;
  canToggle: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  focused?: boolean;
}) {
  const toggleTask = useToggleTask();
  const { isPending } = usePendingChanges('tasks');
  return (
    <TaskItem
      {...props}
      pending={isPending(props.task.id)}
      onToggle={(completed) => toggleTask.mutate({ id: props.task.id, completed, title: props.task.title })}
    />
  );
}

import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, toast } from '@familyhub/ui';
import type { Task } from '@familyhub/contracts';
import { useLiveUpdates } from '../../live/use-live-updates';
import { useTasks } from '../api/use-tasks';
import { useDeleteTask } from '../api/use-delete-task';
import { serverMessage } from '../api/server-message';
import { useTaskPermissions } from '../use-task-permissions';
import { useMembersById } from '../use-members-by-id';
import { TaskFormDialog } from './task-form-dialog';
import { ToggleableTaskItem } from './toggleable-task-item';
import { QueryList } from '../../shared/query-list';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; task: Task };

/** /tasks — the family's full task list (spec 000 §2). */
export function TasksScreen() {
  useLiveUpdates();
  const tasks = useTasks();
  const { members, membersById } = useMembersById();
  const permissions = useTaskPermissions();
  const deleteTask = useDeleteTask();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = async (task: Task) => {
    try {
      await deleteTask.mutateAsync(task.id);
      toast({ title: 'Task deleted', description: `"${task.title}" was removed.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to delete task', description: serverMessage(error) });
    }
  };

  const addButton = permissions.canOrganise ? (
    <Button onClick={() => setDialog({ mode: 'add' })}>
      <PlusIcon aria-hidden />
      Add Task
    </Button>
  ) : null;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Tasks</CardTitle>
        {addButton}
      </CardHeader>
      <CardContent>
        <QueryList
          query={tasks}
          loadingLabel="Loading tasks"
          errorTitle="Could not load tasks"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title="No tasks yet"
              description={
                permissions.canOrganise
                  ? 'Add the first task for your family.'
                  : 'Nothing has been added for the family yet.'
              }
              action={
                permissions.canOrganise ? (
                  <Button variant="outline" onClick={() => setDialog({ mode: 'add' })}>
                    Add your first task
                  </Button>
                ) : null
              }
            />
          }
        >
          {(data) => (
            <ul aria-label="Task list" className="grid gap-2">
              {data.map((task) => (
                <ToggleableTaskItem
                  key={task.id}
                  task={task}
                  assignee={task.assignedToId === null ? undefined : membersById.get(task.assignedToId)}
                  canToggle={permissions.canToggle(task)}
                  onEdit={permissions.canOrganise ? () => setDialog({ mode: 'edit', task }) : undefined}
                  onDelete={permissions.canOrganise ? () => remove(task) : undefined}
                />
              ))}
            </ul>
          )}
        </QueryList>
      </CardContent>
      {permissions.canOrganise ? (
        <TaskFormDialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          task={dialog.mode === 'edit' ? dialog.task : undefined}
          members={members}
        />
      ) : null}
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  LoadMoreButton,
  Skeleton,
  deleteWithToast,
} from '@familyhub/ui';
import type { Task } from '@familyhub/contracts';
import { useLiveUpdates, errorMessage, useMembers } from '@familyhub/api-client';
import { useTaskPages, useTask, useDeleteTask } from '../api/tasks-api';
import { useFocusParam } from '../../shared/use-focus';
import { useTaskPermissions } from '../use-task-permissions';
import { TaskFormDialog } from './task-form-dialog';
import { ToggleableTaskItem } from './toggleable-task-item';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; task: Task };

/** /tasks — the family's task list (spec 000 §2), a page at a time with "Load more tasks". */
export function TasksScreen() {
  useLiveUpdates();
  const tasks = useTaskPages();
  const list = useMemo(() => tasks.data?.pages.flatMap((page) => page.items), [tasks.data]);
  const { all: members, byId: membersById } = useMembers();
  const permissions = useTaskPermissions();
  const deleteTask = useDeleteTask();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  // Opened on one task (an alert's View Details): highlighted in the list, or shown above it when not loaded.
  const focusId = useFocusParam();
  const focusInList = list?.some((t) => t.id === focusId) ?? false;
  const focusedTask = useTask(list && !focusInList ? focusId : null);

  const remove = async (task: Task) => {
    await deleteWithToast(
      deleteTask,
      { id: task.id, title: task.title },
      {
        deleted: { title: 'Task deleted', description: `"${task.title}" was removed.` },
        failed: 'Failed to delete task',
        queued: `"${task.title}" will be removed when you're back online.`,
      },
    );
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
        {/* A failed "Load more" keeps the tasks already shown (and says so in a toast). */}
        {tasks.isError && !tasks.isFetchNextPageError ? (
          <ErrorPanel
            title="Could not load tasks"
            message={errorMessage(tasks.error)}
            onRetry={() => void tasks.refetch()}
          />
        ) : !list ? (
          <div role="status" aria-label="Loading tasks" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
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
        ) : (
          <div className="grid gap-3">
            {focusedTask.data && !focusInList ? (
              <ul aria-label="Opened task" className="grid gap-2">
                <ToggleableTaskItem
                  task={focusedTask.data}
                  assignee={
                    focusedTask.data.assignedToId === null
                      ? undefined
                      : membersById.get(focusedTask.data.assignedToId)
                  }
                  canToggle={permissions.canToggle(focusedTask.data)}
                  focused
                />
              </ul>
            ) : focusedTask.isError && !focusInList ? (
              <p role="status" className="text-sm text-muted-foreground">
                The task you opened no longer exists.
              </p>
            ) : null}
            <ul aria-label="Task list" className="grid gap-2">
              {list.map((task) => (
                <ToggleableTaskItem
                  key={task.id}
                  focused={task.id === focusId}
                  task={task}
                  assignee={task.assignedToId === null ? undefined : membersById.get(task.assignedToId)}
                  canToggle={permissions.canToggle(task)}
                  onEdit={permissions.canOrganise ? () => setDialog({ mode: 'edit', task }) : undefined}
                  onDelete={permissions.canOrganise ? () => void remove(task) : undefined}
                />
              ))}
            </ul>
            <LoadMoreButton query={tasks} label="Load more tasks" errorTitle="Could not load more tasks" />
          </div>
        )}
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

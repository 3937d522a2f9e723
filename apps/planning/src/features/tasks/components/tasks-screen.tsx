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
  lazyDialog,
} from '@familyhub/ui';
import type { Task } from '@familyhub/contracts';
import { useLiveUpdates, errorMessage, useMembers } from '@familyhub/api-client';
import { useTaskPages, useTask, useDeleteTask } from '../api/tasks-api';
import { useMessages } from '@familyhub/ui/i18n';
import { useFocusParam } from '../../shared/use-focus';
import { tasksMessages } from '../messages';
import { useTaskPermissions } from '../use-task-permissions';
import { ToggleableTaskItem } from './toggleable-task-item';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const TaskFormDialog = lazyDialog(() => import('./task-form-dialog').then((m) => m.TaskFormDialog));

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; task: Task };

/** /tasks — the family's task list (spec 000 §2), a page at a time with "Load more tasks". */
export function TasksScreen() {
  useLiveUpdates();
  const t = useMessages(tasksMessages);
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
        deleted: {
          title: t('toast.deleted.title'),
          description: t('toast.deleted.body', { title: task.title }),
        },
        failed: t('toast.deleteFailed'),
        queued: t('toast.deleteQueued', { title: task.title }),
      },
    );
  };

  const addButton = permissions.canOrganise ? (
    <Button onClick={() => setDialog({ mode: 'add' })}>
      <PlusIcon aria-hidden />
      {t('screen.add')}
    </Button>
  ) : null;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('screen.title')}</CardTitle>
        {addButton}
      </CardHeader>
      <CardContent>
        {/* A failed "Load more" keeps the tasks already shown (and says so in a toast). */}
        {tasks.isError && !tasks.isFetchNextPageError ? (
          <ErrorPanel
            title={t('error.load')}
            message={errorMessage(tasks.error)}
            onRetry={() => void tasks.refetch()}
          />
        ) : !list ? (
          <div role="status" aria-label={t('loading')} className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            title={t('empty.title')}
            description={permissions.canOrganise ? t('empty.bodyOrganiser') : t('empty.bodyMember')}
            action={
              permissions.canOrganise ? (
                <Button variant="outline" onClick={() => setDialog({ mode: 'add' })}>
                  {t('empty.action')}
                </Button>
              ) : null
            }
          />
        ) : (
          <div className="grid gap-3">
            {focusedTask.data && !focusInList ? (
              <ul aria-label={t('focus.label')} className="grid gap-2">
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
                {t('focus.gone')}
              </p>
            ) : null}
            <ul aria-label={t('list.label')} className="grid gap-2">
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
            <LoadMoreButton query={tasks} label={t('loadMore.label')} errorTitle={t('loadMore.error')} />
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

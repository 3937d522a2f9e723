import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useLiveUpdates, errorMessage, useMembers } from '@familyhub/api-client';
import { useMessages } from '@familyhub/ui/i18n';
import { useFirstTasks } from '../api/tasks-api';
import { tasksMessages } from '../messages';
import { useTaskPermissions } from '../use-task-permissions';
import { ToggleableTaskItem } from './toggleable-task-item';

/** Spec 000 §9: the dashboard shows the first 4 tasks (and asks for no more), and as many placeholders while they load. */
export const DASHBOARD_TASK_LIMIT = 4;

export function TodaysTasksCard() {
  const t = useMessages(tasksMessages);
  const tasks = useFirstTasks(DASHBOARD_TASK_LIMIT);
  const { byId: membersById } = useMembers();
  const permissions = useTaskPermissions();

  return (
    <DashboardCard
      title={t('card.title')}
      link={{ to: '/tasks', label: t('card.link') }}
      className="md:col-span-2"
    >
      {tasks.isPending ? (
        <PlaceholderList label={t('loading')} count={DASHBOARD_TASK_LIMIT} lineClassName="h-12 w-full" />
      ) : tasks.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(tasks.error)}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('card.emptyBody')} />
      ) : (
        <ul aria-label={t('card.list')} className="grid gap-2">
          {tasks.data.items.slice(0, DASHBOARD_TASK_LIMIT).map((task) => (
            <ToggleableTaskItem
              key={task.id}
              task={task}
              assignee={task.assignedToId === null ? undefined : membersById.get(task.assignedToId)}
              canToggle={permissions.canToggle(task)}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

/**
 * The dashboard's Today's Tasks card; it also keeps the family's stream of changes open while the dashboard shows,
 * which refreshes every planning card (one stream refreshes every topic).
 */
export function TodaysTasksWidget() {
  useLiveUpdates();
  return <TodaysTasksCard />;
}

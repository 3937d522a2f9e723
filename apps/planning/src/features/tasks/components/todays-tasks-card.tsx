import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useLiveUpdates, errorMessage, useMembers } from '@familyhub/api-client';
import { useFirstTasks } from '../api/tasks-api';
import { useTaskPermissions } from '../use-task-permissions';
import { ToggleableTaskItem } from './toggleable-task-item';

/** Spec 000 §9: the dashboard shows the first 4 tasks (and asks for no more), and as many placeholders while they load. */
export const DASHBOARD_TASK_LIMIT = 4;

export function TodaysTasksCard() {
  const tasks = useFirstTasks(DASHBOARD_TASK_LIMIT);
  const { byId: membersById } = useMembers();
  const permissions = useTaskPermissions();

  return (
    <DashboardCard
      title="Today's Tasks"
      link={{ to: '/tasks', label: 'View all tasks' }}
      className="md:col-span-2"
    >
      {tasks.isPending ? (
        <PlaceholderList label="Loading tasks" count={DASHBOARD_TASK_LIMIT} lineClassName="h-12 w-full" />
      ) : tasks.isError ? (
        <ErrorPanel
          title="Could not load tasks"
          message={errorMessage(tasks.error)}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState title="No tasks yet" description="Tasks added on the Tasks page show up here." />
      ) : (
        <ul aria-label="Today's tasks" className="grid gap-2">
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

import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { useTasks } from '../../tasks/api/use-tasks';
import { serverMessage } from '../../tasks/api/server-message';
import { useTaskPermissions } from '../../tasks/use-task-permissions';
import { useMembersById } from '../../tasks/use-members-by-id';
import { ToggleableTaskItem } from '../../tasks/components/toggleable-task-item';

/** Spec 000 §9: the dashboard shows the first 4 tasks, and as many placeholders while they load. */
export const DASHBOARD_TASK_LIMIT = 4;

export function TodaysTasksCard() {
  const tasks = useTasks();
  const { membersById } = useMembersById();
  const permissions = useTaskPermissions();

  return (
    <Card className="md:col-span-2">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Today&apos;s Tasks</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/tasks">View all tasks</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <ul aria-label="Loading tasks" aria-busy="true" className="grid gap-2">
            {Array.from({ length: DASHBOARD_TASK_LIMIT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-12 w-full" />
              </li>
            ))}
          </ul>
        ) : tasks.isError ? (
          <ErrorPanel
            title="Could not load tasks"
            message={serverMessage(tasks.error)}
            onRetry={() => void tasks.refetch()}
          />
        ) : tasks.data.length === 0 ? (
          <EmptyState title="No tasks yet" description="Tasks added on the Tasks page show up here." />
        ) : (
          <ul aria-label="Today's tasks" className="grid gap-2">
            {tasks.data.slice(0, DASHBOARD_TASK_LIMIT).map((task) => (
              <ToggleableTaskItem
                key={task.id}
                task={task}
                assignee={task.assignedToId === null ? undefined : membersById.get(task.assignedToId)}
                canToggle={permissions.canToggle(task)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

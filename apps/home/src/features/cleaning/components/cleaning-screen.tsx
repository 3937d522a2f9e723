import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import type { CleaningSession, CleaningTemplate } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  ErrorPanel,
  ItemActions,
  Label,
  PageHeader,
  Skeleton,
  toast,
} from '@familyhub/ui';
import {
  useCleaningSessions,
  useCleaningTemplates,
  useDeleteRoutine,
  useFinishSession,
  usePendingTicks,
  useStartSession,
  useTickTask,
} from '../api/cleaning-api';
import { RoutineFormDialog } from './routine-form-dialog';

async function attempt(action: () => Promise<unknown>, done: string | null, failed: string) {
  try {
    await action();
    if (done) toast({ title: done });
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}

const timeOf = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

function SessionCard({ session, members }: { session: CleaningSession; members: Members }) {
  const tick = useTickTask();
  const finish = useFinishSession();
  const { isPending } = usePendingTicks();
  const done = session.tasks.filter((t) => t.isCompleted).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{session.templateName}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {done} of {session.tasks.length} tasks done · started {timeOf(session.startedAt)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul aria-label={`${session.templateName} checklist`} className="grid gap-2">
          {session.tasks.map((task) => (
            <li key={task.id} className="flex items-center gap-2">
              <Checkbox
                id={`session-task-${task.id}`}
                checked={task.isCompleted}
                onCheckedChange={(checked) =>
                  void attempt(
                    () =>
                      tick.mutateAsync({
                        sessionId: session.id,
                        taskId: task.id,
                        done: checked === true,
                        name: task.name,
                        by: members.me?.id,
                      }),
                    null,
                    'Failed to update task',
                  )
                }
              />
              <Label htmlFor={`session-task-${task.id}`}>
                {task.name}
                {task.isRequired ? '' : ' (optional)'}
              </Label>
              {task.isCompleted && task.completedAt ? (
                <span className="text-xs text-muted-foreground">
                  {members.nameOf(task.completedById)}, {timeOf(task.completedAt)}
                </span>
              ) : null}
              {isPending(session.id, task.id) ? <Badge variant="outline">Waiting to sync</Badge> : null}
            </li>
          ))}
        </ul>
        <div>
          <Button
            onClick={() =>
              void attempt(() => finish.mutateAsync(session.id), 'Session finished', 'Failed to finish')
            }
          >
            Finish
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Routines({ members }: { members: Members }) {
  const templates = useCleaningTemplates();
  const start = useStartSession();
  const remove = useDeleteRoutine();
  const [editing, setEditing] = useState<CleaningTemplate | 'new' | null>(null);
  const items = templates.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Routines</CardTitle>
        {members.organiser ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add Routine
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {templates.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : templates.isError ? (
          <ErrorPanel
            title="Could not load routines"
            message={errorMessage(templates.error)}
            onRetry={() => void templates.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title="No routines yet" description="A parent can add the first cleaning routine." />
        ) : (
          <ul aria-label="Routines" className="grid gap-2">
            {items.map((t) => (
              <li
                key={t.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <div>
                  <p className="flex items-center gap-2 font-medium">
                    {t.name}
                    {t.isShared ? null : <Badge variant="outline">Only you</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {[
                      t.area,
                      t.frequency,
                      t.estimatedTime ? `${t.estimatedTime} min` : null,
                      `${t.tasks.length} tasks`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Button
                    size="sm"
                    onClick={() =>
                      void attempt(
                        () => start.mutateAsync(t.id),
                        'Session started',
                        'Failed to start session',
                      )
                    }
                  >
                    Start
                  </Button>
                  {members.organiser ? (
                    <ItemActions
                      itemLabel={t.name}
                      onEdit={() => setEditing(t)}
                      onDelete={() =>
                        void attempt(
                          () => remove.mutateAsync(t.id),
                          'Routine deleted',
                          'Failed to delete routine',
                        )
                      }
                      confirmTitle={`Delete ${t.name}?`}
                      confirmDescription="Sessions already run stay in the history."
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {members.organiser ? (
        <RoutineFormDialog
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          routine={editing === 'new' || editing === null ? undefined : editing}
        />
      ) : null}
    </Card>
  );
}

function History({ members }: { members: Members }) {
  const finished = useCleaningSessions('finished');
  const items = finished.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        {finished.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions finished yet.</p>
        ) : (
          <ul aria-label="Cleaning history" className="grid gap-1 text-sm">
            {items.map((s) => (
              <li key={s.id}>
                {s.templateName} — finished {s.completedAt ? timeOf(s.completedAt) : ''} by{' '}
                {members.nameOf(s.completedById)} ({s.tasks.filter((t) => t.isCompleted).length}/
                {s.tasks.length} tasks){s.notes ? ` · ${s.notes}` : ''}
              </li>
            ))}
          </ul>
        )}
        {finished.hasNextPage ? (
          <Button variant="outline" className="mt-3" onClick={() => void finished.fetchNextPage()}>
            Load more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /cleaning: sessions under way with their checklists, the routines to start, and the history. */
export function CleaningScreen() {
  useLiveUpdates();
  const members = useMembers();
  const open = useCleaningSessions('open');
  const sessions = open.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title="Cleaning" description="Routines with step-by-step checklists the family shares." />
      {sessions.map((s) => (
        <SessionCard key={s.id} session={s} members={members} />
      ))}
      <Routines members={members} />
      <History members={members} />
    </div>
  );
}

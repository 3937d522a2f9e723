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
  lazyDialog,
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
import { useFormats, useMessages, type Formats } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { cleaningMessages } from '../messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const RoutineFormDialog = lazyDialog(() => import('./routine-form-dialog').then((m) => m.RoutineFormDialog));

async function attempt(action: () => Promise<unknown>, done: string | null, failed: string) {
  try {
    await action();
    if (done) toast({ title: done });
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}

const timeOf = (formats: Formats, iso: string) =>
  formats.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

function SessionCard({ session, members }: { session: CleaningSession; members: Members }) {
  const t = useMessages(cleaningMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const tick = useTickTask();
  const finish = useFinishSession();
  const { isPending } = usePendingTicks();
  const done = session.tasks.filter((task) => task.isCompleted).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{session.templateName}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('session.progress', {
            done,
            total: session.tasks.length,
            time: timeOf(formats, session.startedAt),
          })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul aria-label={t('session.checklist', { name: session.templateName })} className="grid gap-2">
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
                    t('session.toast.tickFailed'),
                  )
                }
              />
              <Label htmlFor={`session-task-${task.id}`}>
                {task.isRequired ? task.name : t('session.optional', { name: task.name })}
              </Label>
              {task.isCompleted && task.completedAt ? (
                <span className="text-xs text-muted-foreground">
                  {t('session.doneBy', {
                    name: members.nameOf(task.completedById, shared('formerMember')),
                    time: timeOf(formats, task.completedAt),
                  })}
                </span>
              ) : null}
              {isPending(session.id, task.id) ? (
                <Badge variant="outline">{t('session.waitingToSync')}</Badge>
              ) : null}
            </li>
          ))}
        </ul>
        <div>
          <Button
            onClick={() =>
              void attempt(
                () => finish.mutateAsync(session.id),
                t('session.toast.finished'),
                t('session.toast.finishFailed'),
              )
            }
          >
            {t('session.finish')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Routines({ members }: { members: Members }) {
  const t = useMessages(cleaningMessages);
  const shared = useMessages(sharedMessages);
  const templates = useCleaningTemplates();
  const start = useStartSession();
  const remove = useDeleteRoutine();
  const [editing, setEditing] = useState<CleaningTemplate | 'new' | null>(null);
  const items = templates.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t('routines.title')}</CardTitle>
        {members.organiser ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            {t('routines.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {templates.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : templates.isError ? (
          <ErrorPanel
            title={t('routines.error')}
            message={errorMessage(templates.error)}
            onRetry={() => void templates.refetch()}
            retryLabel={shared('retry')}
          />
        ) : items.length === 0 ? (
          <EmptyState title={t('routines.empty.title')} description={t('routines.empty.body')} />
        ) : (
          <ul aria-label={t('routines.list')} className="grid gap-2">
            {items.map((routine) => (
              <li
                key={routine.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <div>
                  <p className="flex items-center gap-2 font-medium">
                    {routine.name}
                    {routine.isShared ? null : <Badge variant="outline">{t('routines.onlyYou')}</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {[
                      routine.area,
                      t(`frequency.${routine.frequency}`),
                      routine.estimatedTime
                        ? t('routines.minutes', { minutes: routine.estimatedTime })
                        : null,
                      t('routines.tasks', { count: routine.tasks.length }),
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
                        () => start.mutateAsync(routine.id),
                        t('routines.toast.started'),
                        t('routines.toast.startFailed'),
                      )
                    }
                  >
                    {t('routines.start')}
                  </Button>
                  {members.organiser ? (
                    <ItemActions
                      itemLabel={routine.name}
                      onEdit={() => setEditing(routine)}
                      onDelete={() =>
                        void attempt(
                          () => remove.mutateAsync(routine.id),
                          t('routines.toast.deleted'),
                          t('routines.toast.deleteFailed'),
                        )
                      }
                      confirmTitle={t('routines.delete.title', { name: routine.name })}
                      confirmDescription={t('routines.delete.description')}
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
  const t = useMessages(cleaningMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const finished = useCleaningSessions('finished');
  const items = finished.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {finished.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <ul aria-label={t('history.list')} className="grid gap-1 text-sm">
            {items.map((s) => (
              <li key={s.id}>
                {t('history.item', {
                  name: s.templateName,
                  time: s.completedAt ? timeOf(formats, s.completedAt) : '',
                  member: members.nameOf(s.completedById, shared('formerMember')),
                  done: s.tasks.filter((task) => task.isCompleted).length,
                  total: s.tasks.length,
                  notes: s.notes || 'none',
                })}
              </li>
            ))}
          </ul>
        )}
        {finished.hasNextPage ? (
          <Button variant="outline" className="mt-3" onClick={() => void finished.fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /cleaning: sessions under way with their checklists, the routines to start, and the history. */
export function CleaningScreen() {
  const t = useMessages(cleaningMessages);
  useLiveUpdates();
  const members = useMembers();
  const open = useCleaningSessions('open');
  const sessions = open.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      {sessions.map((s) => (
        <SessionCard key={s.id} session={s} members={members} />
      ))}
      <Routines members={members} />
      <History members={members} />
    </div>
  );
}

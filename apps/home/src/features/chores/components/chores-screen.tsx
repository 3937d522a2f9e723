import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { Card, CardContent, PageHeader, Skeleton } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { PointsCard, PointsHistory } from '../../points';
import { useAssignmentSummary } from '../api/chores-api';
import { choresMessages } from '../messages';
import { AssignmentList } from './assignment-list';
import { ManageChores } from './manage-chores';

function StatusCounts({ memberId }: { memberId: number | undefined }) {
  const t = useMessages(choresMessages);
  const summary = useAssignmentSummary(memberId, { enabled: memberId !== undefined });
  const counts = summary.data;
  const cells: [string, number | undefined][] = [
    [t('counts.toDo'), counts?.assigned],
    [t('counts.waiting'), counts?.completed],
    [t('counts.verified'), counts?.verified],
    [t('counts.overdue'), counts?.overdue],
  ];
  return (
    <Card>
      <CardContent className="grid grid-cols-2 gap-3 pt-6 sm:grid-cols-4">
        {cells.map(([label, value]) => (
          <div key={label}>
            <p className="text-sm text-muted-foreground">{label}</p>
            {value === undefined ? (
              <Skeleton className="h-6 w-8" />
            ) : (
              <p className="text-xl font-semibold" aria-label={label}>
                {value}
              </p>
            )}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * /chores (001 §2): the points card, status counts, and the tabs My Chores, All Chores, Points (the history, where
 * parents adjust) and Manage.
 */
export function ChoresScreen() {
  const t = useMessages(choresMessages);
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  return (
    <div className="grid gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      <div className="grid gap-4 md:grid-cols-[1fr_3fr]">
        <PointsCard memberId={myId} />
        <StatusCounts memberId={myId} />
      </div>
      {members.isPending || myId === undefined ? (
        <div role="status" aria-label={t('loading')} />
      ) : (
        <Tabs defaultValue="mine">
          <TabsList>
            <TabsTrigger value="mine">{t('tabs.mine')}</TabsTrigger>
            <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
            <TabsTrigger value="points">{t('tabs.points')}</TabsTrigger>
            {members.organiser ? <TabsTrigger value="manage">{t('tabs.manage')}</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="mine">
            <AssignmentList
              assignedToId={myId}
              members={members}
              label={t('mine.label')}
              emptyText={t('mine.empty')}
            />
          </TabsContent>
          <TabsContent value="all">
            <AssignmentList members={members} label={t('all.label')} emptyText={t('all.empty')} />
          </TabsContent>
          <TabsContent value="points">
            <PointsHistory myId={myId} organiser={members.organiser} members={members.all} />
          </TabsContent>
          {members.organiser ? (
            <TabsContent value="manage">
              <ManageChores members={members} />
            </TabsContent>
          ) : null}
        </Tabs>
      )}
    </div>
  );
}

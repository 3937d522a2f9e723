import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import {
  Card,
  CardContent,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@familyhub/ui';
import { PointsCard, PointsHistory } from '../../points';
import { useAssignmentSummary } from '../api/chores-api';
import { AssignmentList } from './assignment-list';
import { ManageChores } from './manage-chores';

function StatusCounts({ memberId }: { memberId: number | undefined }) {
  const summary = useAssignmentSummary(memberId, { enabled: memberId !== undefined });
  const counts = summary.data;
  const cells: [string, number | undefined][] = [
    ['To do', counts?.assigned],
    ['Waiting for verify', counts?.completed],
    ['Verified', counts?.verified],
    ['Overdue', counts?.overdue],
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
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  return (
    <div className="grid gap-6">
      <PageHeader title="Chores" description="Who does what this week, and the points it earns." />
      <div className="grid gap-4 md:grid-cols-[1fr_3fr]">
        <PointsCard memberId={myId} />
        <StatusCounts memberId={myId} />
      </div>
      {members.isPending || myId === undefined ? (
        <div role="status" aria-label="Loading chores" />
      ) : (
        <Tabs defaultValue="mine">
          <TabsList>
            <TabsTrigger value="mine">My Chores</TabsTrigger>
            <TabsTrigger value="all">All Chores</TabsTrigger>
            <TabsTrigger value="points">Points</TabsTrigger>
            {members.organiser ? <TabsTrigger value="manage">Manage</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="mine">
            <AssignmentList
              assignedToId={myId}
              members={members}
              label="My chores"
              emptyText="Nothing assigned to you right now."
            />
          </TabsContent>
          <TabsContent value="all">
            <AssignmentList
              members={members}
              label="All chores"
              emptyText="No chores are assigned in the family yet."
            />
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

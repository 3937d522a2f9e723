import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { errorMessage, type Members } from '@familyhub/api-client';
import type { Chore } from '@familyhub/contracts';
import { Badge, Button, EmptyState, ErrorPanel, ItemActions, Skeleton, deleteWithToast } from '@familyhub/ui';
import { useChores, useDeleteChore } from '../api/chores-api';
import { ChoreFormDialog } from './chore-form-dialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; chore: Chore };

/** Manage: the family's chores, for admins and parents to add, edit, switch off and delete. */
export function ManageChores({ members }: { members: Members }) {
  const chores = useChores();
  const deleteChore = useDeleteChore();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = async (chore: Chore) => {
    await deleteWithToast(deleteChore, chore.id, {
      deleted: { title: 'Chore deleted', description: `${chore.title} was removed.` },
      failed: 'Failed to delete chore',
    });
  };
  const items = chores.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <PlusIcon aria-hidden />
          Add Chore
        </Button>
      </div>
      {chores.isPending ? (
        <div role="status" aria-label="Loading chores" className="grid gap-2">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : chores.isError ? (
        <ErrorPanel
          title="Could not load chores"
          message={errorMessage(chores.error)}
          onRetry={() => void chores.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title="No chores yet" description="Add the first one with “Add Chore”." />
      ) : (
        <ul aria-label="Chores" className="grid gap-2">
          {items.map((chore) => (
            <li
              key={chore.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">
                  {chore.title} {chore.isActive ? null : <Badge variant="outline">Inactive</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {chore.points} points · {chore.frequency} ·{' '}
                  {chore.assigneeIds.length > 1 ? 'Rotates: ' : ''}
                  {chore.assigneeIds.map((id) => members.nameOf(id)).join(' → ')}
                </p>
              </div>
              <ItemActions
                itemLabel={chore.title}
                onEdit={() => setDialog({ mode: 'edit', chore })}
                onDelete={() => void remove(chore)}
                confirmTitle={`Delete ${chore.title}?`}
                confirmDescription="Its turns go with it; points already earned stay."
              />
            </li>
          ))}
        </ul>
      )}
      {chores.hasNextPage ? (
        <Button variant="outline" onClick={() => void chores.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
      <ChoreFormDialog
        open={dialog.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
        members={members.all}
        chore={dialog.mode === 'edit' ? dialog.chore : undefined}
      />
    </div>
  );
}

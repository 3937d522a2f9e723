import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { errorMessage, type Members } from '@familyhub/api-client';
import type { Chore } from '@familyhub/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorPanel,
  ItemActions,
  Skeleton,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useChores, useDeleteChore } from '../api/chores-api';
import { choresMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const ChoreFormDialog = lazyDialog(() => import('./chore-form-dialog').then((m) => m.ChoreFormDialog));

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; chore: Chore };

/** Manage: the family's chores, for admins and parents to add, edit, switch off and delete. */
export function ManageChores({ members }: { members: Members }) {
  const t = useMessages(choresMessages);
  const shared = useMessages(sharedMessages);
  const chores = useChores();
  const deleteChore = useDeleteChore();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const remove = async (chore: Chore) => {
    await deleteWithToast(deleteChore, chore.id, {
      deleted: {
        title: t('manage.toast.deleted'),
        description: t('manage.toast.deletedBody', { title: chore.title }),
      },
      failed: t('manage.toast.deleteFailed'),
    });
  };
  const assigneeNames = (chore: Chore) =>
    chore.assigneeIds.map((id) => members.nameOf(id, shared('formerMember'))).join(' → ');
  const items = chores.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <PlusIcon aria-hidden />
          {t('manage.add')}
        </Button>
      </div>
      {chores.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-2">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : chores.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(chores.error)}
          onRetry={() => void chores.refetch()}
          retryLabel={shared('retry')}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('manage.empty.title')} description={t('manage.empty.body')} />
      ) : (
        <ul aria-label={t('manage.list')} className="grid gap-2">
          {items.map((chore) => (
            <li
              key={chore.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">
                  {chore.title}{' '}
                  {chore.isActive ? null : <Badge variant="outline">{t('manage.inactive')}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('manage.summary', {
                    points: chore.points,
                    frequency: t(`manage.frequency.${chore.frequency}`),
                    assignees:
                      chore.assigneeIds.length > 1
                        ? t('manage.rotates', { names: assigneeNames(chore) })
                        : assigneeNames(chore),
                  })}
                </p>
              </div>
              <ItemActions
                itemLabel={chore.title}
                onEdit={() => setDialog({ mode: 'edit', chore })}
                onDelete={() => void remove(chore)}
                confirmTitle={t('manage.delete.title', { title: chore.title })}
                confirmDescription={t('manage.delete.description')}
              />
            </li>
          ))}
        </ul>
      )}
      {chores.hasNextPage ? (
        <Button variant="outline" onClick={() => void chores.fetchNextPage()}>
          {t('loadMore')}
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

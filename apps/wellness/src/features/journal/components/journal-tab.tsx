import { useState } from 'react';
import { BookOpenIcon, LockIcon, PlusIcon, Share2Icon, UsersIcon } from 'lucide-react';
import { errorMessage, type Members } from '@familyhub/api-client';
import { journalSharesBody, type JournalEntry } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  deleteWithToast,
  EmptyState,
  ItemActions,
  Label,
  LoadMoreButton,
  QueryList,
  Select,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { longDateLabel } from '../../shared/dates';
import {
  useDeleteJournalEntry,
  useJournal,
  useJournalTags,
  useShareJournalEntry,
  type JournalFilter,
} from '../api/journal-api';
import { journalMessages } from '../messages';
import { JournalCalendar } from './journal-calendar';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const ShareMembersDialog = lazyDialog(() =>
  import('../../shared/share-members-dialog').then((m) => m.ShareMembersDialog),
);
const JournalEntryFormDialog = lazyDialog(() =>
  import('./journal-entry-form-dialog').then((m) => m.JournalEntryFormDialog),
);

type Dialog =
  | { mode: 'closed' }
  | { mode: 'write' }
  | { mode: 'edit'; entry: JournalEntry }
  | { mode: 'share'; entry: JournalEntry };

export interface JournalTabProps {
  today: string;
  members: Members;
}

/**
 * The Journal tab (issue #33): the signed-in member's own entries — private to them whatever their role — with a
 * calendar of days written, a tag filter, and sharing (read only) with named members; then what others shared.
 */
export function JournalTab({ today, members }: JournalTabProps) {
  const t = useMessages(journalMessages);
  const [tag, setTag] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const filter: JournalFilter = { tag: tag || undefined, date: day ?? undefined };
  const journal = useJournal(filter);
  const shared = useJournal({}, true);
  const tags = useJournalTags();
  const remove = useDeleteJournalEntry();
  const share = useShareJournalEntry();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'closed' });
  const others = members.all.filter((m) => m.id !== members.me?.id);
  const filtered = Boolean(tag || day);

  const entryRow = (entry: JournalEntry, mine: boolean) => (
    <li key={entry.id} className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-words">{entry.title}</p>
          <p className="text-xs text-muted-foreground">
            {mine
              ? longDateLabel(entry.date)
              : t('entry.dateBy', { date: longDateLabel(entry.date), name: members.nameOf(entry.userId) })}
          </p>
        </div>
        {mine ? (
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('entry.share', { title: entry.title })}
              onClick={() => setDialog({ mode: 'share', entry })}
            >
              <Share2Icon aria-hidden />
            </Button>
            <ItemActions
              itemLabel={entry.title}
              onEdit={() => setDialog({ mode: 'edit', entry })}
              onDelete={() =>
                void deleteWithToast(remove, entry.id, {
                  deleted: {
                    title: t('toast.deleted'),
                    description: t('toast.deletedBody', { title: entry.title }),
                  },
                  failed: t('toast.deleteFailed'),
                })
              }
              confirmTitle={t('confirm.delete.title', { title: entry.title })}
              confirmDescription={t('confirm.delete.body')}
            />
          </div>
        ) : null}
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">{entry.content}</p>
      <div className="flex flex-wrap items-center gap-1">
        {entry.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            #{tag}
          </Badge>
        ))}
        {mine ? (
          <span className="ms-auto flex items-center gap-1 text-xs text-muted-foreground">
            {entry.isPrivate ? (
              <>
                <LockIcon className="size-3" aria-hidden /> {t('entry.private')}
              </>
            ) : (
              <>
                <UsersIcon className="size-3" aria-hidden />{' '}
                {t('entry.sharedWith', {
                  names: entry.sharedWith.map((id) => members.nameOf(id)).join(', '),
                })}
              </>
            )}
          </span>
        ) : null}
      </div>
    </li>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
        <Button onClick={() => setDialog({ mode: 'write' })}>
          <PlusIcon aria-hidden /> {t('write')}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card role="region" aria-label={t('mine.title')}>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t('mine.title')}</CardTitle>
            <div className="flex items-center gap-2">
              <Label htmlFor="journal-tag-filter">{t('tag.label')}</Label>
              <Select id="journal-tag-filter" value={tag} onChange={(e) => setTag(e.target.value)}>
                <option value="">{t('tag.all')}</option>
                {(tags.data?.tags ?? []).map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </Select>
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            {day ? (
              <p className="flex items-center gap-2 text-sm">
                {t('showing', { date: longDateLabel(day) })}
                <Button variant="link" size="sm" onClick={() => setDay(null)}>
                  {t('showAll')}
                </Button>
              </p>
            ) : null}
            <QueryList
              query={journal}
              loadingLabel={t('loading')}
              skeletonCount={2}
              skeletonClassName="h-20 w-full"
              errorTitle={t('error.load')}
              isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
              empty={
                <EmptyState
                  icon={<BookOpenIcon />}
                  title={filtered ? t('empty.filtered.title') : t('empty.title')}
                  description={filtered ? t('empty.filtered.body') : t('empty.body')}
                />
              }
            >
              {(data) => (
                <div className="grid gap-3">
                  <ul aria-label={t('list')} className="grid gap-3">
                    {data.pages.flatMap((page) => page.items).map((entry) => entryRow(entry, true))}
                  </ul>
                  <LoadMoreButton query={journal} label={t('loadMore')} errorTitle={t('error.loadMore')} />
                </div>
              )}
            </QueryList>
          </CardContent>
        </Card>
        <JournalCalendar today={today} picked={day} onPick={setDay} />
      </div>
      {shared.data && shared.data.pages.some((page) => page.items.length > 0) ? (
        <Card role="region" aria-label={t('shared.title')}>
          <CardHeader>
            <CardTitle>{t('shared.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul aria-label={t('shared.list')} className="grid gap-3">
              {shared.data.pages.flatMap((page) => page.items).map((entry) => entryRow(entry, false))}
            </ul>
            <LoadMoreButton query={shared} label={t('loadMore')} errorTitle={t('error.loadMore')} />
          </CardContent>
        </Card>
      ) : shared.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('shared.error', { message: errorMessage(shared.error) })}
        </p>
      ) : null}
      <JournalEntryFormDialog
        open={dialog.mode === 'write' || dialog.mode === 'edit'}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
        journalEntry={dialog.mode === 'edit' ? dialog.entry : undefined}
        today={today}
      />
      <ShareMembersDialog
        open={dialog.mode === 'share'}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
        title={t('share.title')}
        description={dialog.mode === 'share' ? t('share.description', { title: dialog.entry.title }) : ''}
        members={others}
        chosen={dialog.mode === 'share' ? dialog.entry.sharedWith : []}
        contract={journalSharesBody}
        field="memberIds"
        onSave={(memberIds) =>
          dialog.mode === 'share' ? share.mutateAsync({ id: dialog.entry.id, memberIds }) : Promise.resolve()
        }
      />
    </div>
  );
}

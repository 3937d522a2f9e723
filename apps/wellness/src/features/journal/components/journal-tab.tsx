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
} from '@familyhub/ui';
import { longDateLabel } from '../../shared/dates';
import { ShareMembersDialog } from '../../shared/share-members-dialog';
import {
  useDeleteJournalEntry,
  useJournal,
  useJournalTags,
  useShareJournalEntry,
  type JournalFilter,
} from '../api/journal-api';
import { JournalCalendar } from './journal-calendar';
import { JournalEntryFormDialog } from './journal-entry-form-dialog';

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
            {longDateLabel(entry.date)}
            {mine ? null : ` · by ${members.nameOf(entry.userId)}`}
          </p>
        </div>
        {mine ? (
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Share ${entry.title}`}
              onClick={() => setDialog({ mode: 'share', entry })}
            >
              <Share2Icon aria-hidden />
            </Button>
            <ItemActions
              itemLabel={entry.title}
              onEdit={() => setDialog({ mode: 'edit', entry })}
              onDelete={() =>
                void deleteWithToast(remove, entry.id, {
                  deleted: { title: 'Entry deleted', description: `${entry.title} was removed.` },
                  failed: 'Failed to delete the entry',
                })
              }
              confirmTitle={`Delete ${entry.title}?`}
              confirmDescription="This cannot be undone."
            />
          </div>
        ) : null}
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">{entry.content}</p>
      <div className="flex flex-wrap items-center gap-1">
        {entry.tags.map((t) => (
          <Badge key={t} variant="secondary">
            #{t}
          </Badge>
        ))}
        {mine ? (
          <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
            {entry.isPrivate ? (
              <>
                <LockIcon className="size-3" aria-hidden /> Private
              </>
            ) : (
              <>
                <UsersIcon className="size-3" aria-hidden /> Shared with{' '}
                {entry.sharedWith.map((id) => members.nameOf(id)).join(', ')}
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
        <p className="max-w-prose text-sm text-muted-foreground">
          Your journal is yours alone: nobody else in the family — not even the admin — can read it unless you
          share an entry.
        </p>
        <Button onClick={() => setDialog({ mode: 'write' })}>
          <PlusIcon aria-hidden /> Write entry
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card role="region" aria-label="My journal">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>My journal</CardTitle>
            <div className="flex items-center gap-2">
              <Label htmlFor="journal-tag-filter">Tag</Label>
              <Select id="journal-tag-filter" value={tag} onChange={(e) => setTag(e.target.value)}>
                <option value="">All tags</option>
                {(tags.data?.tags ?? []).map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            {day ? (
              <p className="flex items-center gap-2 text-sm">
                Showing {longDateLabel(day)}
                <Button variant="link" size="sm" onClick={() => setDay(null)}>
                  Show all days
                </Button>
              </p>
            ) : null}
            <QueryList
              query={journal}
              loadingLabel="Loading journal"
              skeletonCount={2}
              skeletonClassName="h-20 w-full"
              errorTitle="Could not load your journal"
              isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
              empty={
                <EmptyState
                  icon={<BookOpenIcon />}
                  title={filtered ? 'No entries match' : 'No entries yet'}
                  description={
                    filtered ? 'Try another tag or day.' : 'Write your first entry with “Write entry”.'
                  }
                />
              }
            >
              {(data) => (
                <div className="grid gap-3">
                  <ul aria-label="Journal entries" className="grid gap-3">
                    {data.pages.flatMap((page) => page.items).map((entry) => entryRow(entry, true))}
                  </ul>
                  <LoadMoreButton
                    query={journal}
                    label="Load more"
                    errorTitle="Could not load more entries"
                  />
                </div>
              )}
            </QueryList>
          </CardContent>
        </Card>
        <JournalCalendar today={today} picked={day} onPick={setDay} />
      </div>
      {shared.data && shared.data.pages.some((page) => page.items.length > 0) ? (
        <Card role="region" aria-label="Shared with you">
          <CardHeader>
            <CardTitle>Shared with you</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul aria-label="Entries shared with you" className="grid gap-3">
              {shared.data.pages.flatMap((page) => page.items).map((entry) => entryRow(entry, false))}
            </ul>
            <LoadMoreButton query={shared} label="Load more" errorTitle="Could not load more entries" />
          </CardContent>
        </Card>
      ) : shared.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the entries shared with you: {errorMessage(shared.error)}
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
        title="Share entry"
        description={
          dialog.mode === 'share'
            ? `Choose who may read “${dialog.entry.title}”. They can read it, never change it.`
            : ''
        }
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

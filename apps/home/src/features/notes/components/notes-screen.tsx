import { useState } from 'react';
import { PlusIcon, Share2Icon } from 'lucide-react';
import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { noteCategories, type Note, type NoteCategory } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  deleteWithToast,
  EmptyState,
  Input,
  ItemActions,
  Label,
  PageHeader,
  QueryList,
  Select,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useDeleteNote, useNotes } from '../api/notes-api';
import { notesMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const NoteFormDialog = lazyDialog(() => import('./note-form-dialog').then((m) => m.NoteFormDialog));
const ShareNoteDialog = lazyDialog(() => import('./share-note-dialog').then((m) => m.ShareNoteDialog));

type DialogState =
  { mode: 'closed' } | { mode: 'write' } | { mode: 'edit'; note: Note } | { mode: 'share'; note: Note };

/** /notes: the member's private notes (search, categories, share) and the notes others shared with them. */
export function NotesScreen() {
  const t = useMessages(notesMessages);
  const sharedWords = useMessages(sharedMessages);
  useLiveUpdates();
  const [category, setCategory] = useState<NoteCategory | ''>('');
  const [search, setSearch] = useState('');
  const notes = useNotes({ category: category || undefined, q: search });
  const members = useMembers();
  const deleteNote = useDeleteNote();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const searching = search.trim() !== '';
  const filtered = searching || category !== '';

  const remove = (note: Note) =>
    deleteWithToast(deleteNote, note.id, {
      deleted: { title: t('toast.deleted'), description: t('toast.deletedBody', { title: note.title }) },
      failed: t('toast.deleteFailed'),
    });

  const row = (note: Note) => {
    const shared = note.access !== 'owner';
    return (
      <li key={note.id} className="grid gap-2 rounded-lg border border-border p-3">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-medium break-words">{note.title}</h3>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{t(`category.${note.category}`)}</Badge>
              {shared ? (
                <span>
                  {t('row.from', {
                    name: members.nameOf(note.ownerId, sharedWords('formerMember')),
                    access: note.access,
                  })}
                </span>
              ) : note.shares.length > 0 ? (
                <span>
                  {t('row.sharedWith', {
                    names: note.shares
                      .map((share) => members.nameOf(share.memberId, sharedWords('formerMember')))
                      .join(', '),
                  })}
                </span>
              ) : (
                <span>{t('row.onlyYou')}</span>
              )}
            </div>
          </div>
          <div className="flex shrink-0 gap-1">
            {!shared ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('row.share', { title: note.title })}
                onClick={() => setDialog({ mode: 'share', note })}
              >
                <Share2Icon aria-hidden />
              </Button>
            ) : null}
            <ItemActions
              itemLabel={note.title}
              onEdit={note.access !== 'read' ? () => setDialog({ mode: 'edit', note }) : undefined}
              onDelete={!shared ? () => void remove(note) : undefined}
              confirmTitle={t('row.delete.title', { title: note.title })}
              confirmDescription={t('row.delete.description')}
            />
          </div>
        </div>
        {note.content ? (
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{note.content}</p>
        ) : null}
      </li>
    );
  };

  return (
    <div className="grid gap-4">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <Button onClick={() => setDialog({ mode: 'write' })}>
            <PlusIcon aria-hidden />
            {t('new')}
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor="notes-category">{t('category.label')}</Label>
          <Select
            id="notes-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as NoteCategory | '')}
          >
            <option value="">{t('category.all')}</option>
            {noteCategories.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notes-search">{t('search.label')}</Label>
          <Input
            id="notes-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <QueryList
        query={notes}
        loadingLabel={t('loading')}
        skeletonCount={2}
        skeletonClassName="h-20 w-full"
        errorTitle={t('error.load')}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => {
          const mine = data.items.filter((note) => note.access === 'owner');
          const sharedWithMe = data.items.filter((note) => note.access !== 'owner');
          return (
            <div className="grid gap-4">
              <Card>
                <CardHeader>
                  <CardTitle>{t('mine.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  {mine.length > 0 ? (
                    <ul aria-label={t('mine.list')} className="grid gap-2">
                      {mine.map(row)}
                    </ul>
                  ) : filtered ? (
                    <EmptyState title={t('mine.noMatch.title')} description={t('mine.noMatch.body')} />
                  ) : (
                    <EmptyState title={t('mine.empty.title')} description={t('mine.empty.body')} />
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{t('shared.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  {searching ? (
                    <p className="text-sm text-muted-foreground">{t('shared.searchOwnOnly')}</p>
                  ) : sharedWithMe.length > 0 ? (
                    <ul aria-label={t('shared.list')} className="grid gap-2">
                      {sharedWithMe.map(row)}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {filtered ? t('shared.noneInCategory') : t('shared.none')}
                    </p>
                  )}
                </CardContent>
              </Card>
            </div>
          );
        }}
      </QueryList>
      <NoteFormDialog
        open={dialog.mode === 'write' || dialog.mode === 'edit'}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
        note={dialog.mode === 'edit' ? dialog.note : undefined}
      />
      <ShareNoteDialog
        open={dialog.mode === 'share'}
        onOpenChange={(open) => {
          if (!open) setDialog({ mode: 'closed' });
        }}
        note={dialog.mode === 'share' ? dialog.note : undefined}
      />
    </div>
  );
}

import { useState } from 'react';
import { PlusIcon, Share2Icon } from 'lucide-react';
import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { noteCategories, noteCategoryLabels, type Note, type NoteCategory } from '@familyhub/contracts';
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
} from '@familyhub/ui';
import { useDeleteNote, useNotes } from '../api/notes-api';
import { NoteFormDialog } from './note-form-dialog';
import { ShareNoteDialog } from './share-note-dialog';

type DialogState =
  { mode: 'closed' } | { mode: 'write' } | { mode: 'edit'; note: Note } | { mode: 'share'; note: Note };

/** /notes: the member's private notes (search, categories, share) and the notes others shared with them. */
export function NotesScreen() {
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
      deleted: { title: 'Note deleted', description: `${note.title} was removed.` },
      failed: 'Failed to delete note',
    });

  const row = (note: Note) => {
    const shared = note.access !== 'owner';
    return (
      <li key={note.id} className="grid gap-2 rounded-lg border border-border p-3">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-medium break-words">{note.title}</h3>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{noteCategoryLabels[note.category]}</Badge>
              {shared ? (
                <span>
                  From {members.nameOf(note.ownerId)} · {note.access === 'edit' ? 'Can edit' : 'Can read'}
                </span>
              ) : note.shares.length > 0 ? (
                <span>
                  Shared with {note.shares.map((share) => members.nameOf(share.memberId)).join(', ')}
                </span>
              ) : (
                <span>Only you</span>
              )}
            </div>
          </div>
          <div className="flex shrink-0 gap-1">
            {!shared ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Share ${note.title}`}
                onClick={() => setDialog({ mode: 'share', note })}
              >
                <Share2Icon aria-hidden />
              </Button>
            ) : null}
            <ItemActions
              itemLabel={note.title}
              onEdit={note.access !== 'read' ? () => setDialog({ mode: 'edit', note }) : undefined}
              onDelete={!shared ? () => void remove(note) : undefined}
              confirmTitle={`Delete ${note.title}?`}
              confirmDescription="The note is deleted for everyone it is shared with. This cannot be undone."
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
        title="Notes"
        description="Private to you unless you share them, and stored encrypted."
        actions={
          <Button onClick={() => setDialog({ mode: 'write' })}>
            <PlusIcon aria-hidden />
            New Note
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor="notes-category">Category</Label>
          <Select
            id="notes-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as NoteCategory | '')}
          >
            <option value="">All categories</option>
            {noteCategories.map((value) => (
              <option key={value} value={value}>
                {noteCategoryLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notes-search">Search my notes</Label>
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
        loadingLabel="Loading notes"
        skeletonCount={2}
        skeletonClassName="h-20 w-full"
        errorTitle="Could not load notes"
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
                  <CardTitle>My Notes</CardTitle>
                </CardHeader>
                <CardContent>
                  {mine.length > 0 ? (
                    <ul aria-label="My Notes" className="grid gap-2">
                      {mine.map(row)}
                    </ul>
                  ) : filtered ? (
                    <EmptyState title="No notes match" description="Try another word or category." />
                  ) : (
                    <EmptyState
                      title="No notes yet"
                      description="Write the first one with “New Note”: Wi-Fi details, gift ideas, anything just for you."
                    />
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Shared with me</CardTitle>
                </CardHeader>
                <CardContent>
                  {searching ? (
                    <p className="text-sm text-muted-foreground">Search looks in your own notes only.</p>
                  ) : sharedWithMe.length > 0 ? (
                    <ul aria-label="Shared with me" className="grid gap-2">
                      {sharedWithMe.map(row)}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {filtered
                        ? 'No shared notes in this category.'
                        : 'Nobody has shared a note with you yet.'}
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

import { useState, type ReactNode } from 'react';
import { PlusIcon } from 'lucide-react';
import { Button, QueryList, type ListQuery } from '@familyhub/ui';

export interface InlineEditListProps<D, E> {
  query: ListQuery<D>;
  /** The rows of the answer (a tab may join them with other lists first). */
  entries: (data: D) => readonly E[];
  idOf: (entry: E) => number;
  /** May add and edit: the Add button, and the row's own actions (drawn by `row`). */
  canEdit: boolean;
  /** The Add button's words, e.g. "Add school". */
  addLabel: string;
  loadingLabel: string;
  errorTitle: string;
  /** The list's accessible name, e.g. "Schools". */
  listLabel: string;
  /** Shown when there is nothing yet, and not while the add form is open. */
  empty: ReactNode;
  /** The add form (`entry` undefined) or a row's edit form in its place; `done` closes it. */
  form: (entry: E | undefined, done: () => void) => ReactNode;
  /** A row's content, with `edit` to open its form in its place. */
  row: (entry: E, edit: () => void) => ReactNode;
  rowClassName: string;
}

/**
 * School's setup lists (schools, school years, students): an Add button that opens the form above the list, each
 * row edited in place, and the list's loading, failed (with Retry) and empty states (`QueryList`).
 */
export function InlineEditList<D, E>({
  query,
  entries,
  idOf,
  canEdit,
  addLabel,
  loadingLabel,
  errorTitle,
  listLabel,
  empty,
  form,
  row,
  rowClassName,
}: InlineEditListProps<D, E>) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = () => setEditing(null);
  return (
    <div className="grid gap-3">
      {canEdit && editing === null ? (
        <Button className="justify-self-start" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden /> {addLabel}
        </Button>
      ) : null}
      {editing === 'new' ? form(undefined, done) : null}
      <QueryList
        query={query}
        loadingLabel={loadingLabel}
        skeletonClassName="h-14 w-full"
        errorTitle={errorTitle}
        isEmpty={(data) => entries(data).length === 0}
        empty={editing === null ? empty : null}
      >
        {(data) => (
          <ul className="grid gap-2" aria-label={listLabel}>
            {entries(data).map((entry) => {
              const id = idOf(entry);
              return editing === id ? (
                <li key={id}>{form(entry, done)}</li>
              ) : (
                <li key={id} className={rowClassName}>
                  {row(entry, () => setEditing(id))}
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

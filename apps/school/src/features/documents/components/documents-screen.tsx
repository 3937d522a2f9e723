import { useDeferredValue, useMemo, useState } from 'react';
import { AlertTriangleIcon, SchoolIcon, UploadIcon } from 'lucide-react';
import { useLiveUpdates } from '@familyhub/api-client';
import {
  documentTypeLabels,
  documentTypes,
  localDate,
  type DocumentType,
  type DocumentView,
  type SchoolDocument,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  EmptyState,
  Input,
  LoadMoreButton,
  PageHeader,
  QueryList,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@familyhub/ui';
import { SchoolsStudentsDialog, useStudentDirectory } from '../../schools';
import { useFocusParam } from '../../shared/use-focus';
import { useOrganiser } from '../../shared/use-organiser';
import { useDocument, useDocumentSummary, useDocuments } from '../api/documents-api';
import { DocumentCard } from './document-card';
import { DocumentFormDialog } from './document-form-dialog';
import { DocumentsTable } from './documents-table';
import { FilePreviewDialog } from './file-preview-dialog';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; document: SchoolDocument };

const emptyTexts: Record<DocumentView, { title: string; description: string }> = {
  all: {
    title: 'No documents yet',
    description: 'Upload report cards, permission slips and other school papers.',
  },
  'action-required': {
    title: 'Nothing needs action',
    description: 'Documents with a due date show here until they are submitted.',
  },
  submitted: { title: 'No submitted documents', description: 'Documents marked submitted show here.' },
};

/** /documents — the Digital Backpack (spec 000 §2): every school paper per student, what needs action, what went back. */
export function DocumentsScreen() {
  useLiveUpdates();
  const today = localDate();
  const { isOrganiser } = useOrganiser();
  const directory = useStudentDirectory();
  const [view, setView] = useState<DocumentView>('all');
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<number | null>(null);
  const [documentType, setDocumentType] = useState<DocumentType | null>(null);
  const deferredSearch = useDeferredValue(search);
  const filters = useMemo(
    () => ({ view, search: deferredSearch, studentId, documentType }),
    [view, deferredSearch, studentId, documentType],
  );
  const documents = useDocuments(filters);
  const summary = useDocumentSummary(today);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [preview, setPreview] = useState<SchoolDocument | null>(null);
  const [schoolsOpen, setSchoolsOpen] = useState(false);
  // Opened from an alert or a linked task (`?focus=<id>`): that document first, whatever the tab shows.
  const focused = useDocument(useFocusParam());
  const list = useMemo(() => documents.data?.pages.flatMap((page) => page.items) ?? [], [documents.data]);
  const filtered = search !== '' || studentId !== null || documentType !== null;

  const upload = () => {
    // Spec 000 §5: uploading with no students on file is blocked.
    if (directory.entries.length === 0) {
      toast({
        variant: 'destructive',
        title: 'No Students',
        description: 'Please add students before uploading documents.',
      });
      return;
    }
    setForm({ mode: 'add' });
  };

  const actions = {
    canEdit: isOrganiser,
    onPreview: setPreview,
    onEdit: (document: SchoolDocument) => setForm({ mode: 'edit', document }),
  };

  const groups = useMemo(() => {
    const byStudent = new Map<number, SchoolDocument[]>();
    for (const document of list)
      byStudent.set(document.studentId, [...(byStudent.get(document.studentId) ?? []), document]);
    return [...byStudent.entries()].map(([id, documents]) => ({
      entry: directory.byId.get(id),
      id,
      documents,
    }));
  }, [list, directory.byId]);

  const documentList = () => {
    if (view === 'all') {
      return (
        <div className="grid gap-6">
          {groups.map(({ id, entry, documents: docs }) => (
            <section key={id} aria-label={entry?.label ?? 'Former member'} className="grid gap-3">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: entry?.color ?? '#4F46E5' }}
                />
                {entry?.name ?? 'Former member'}
                {entry?.school ? (
                  <span className="text-sm font-normal text-muted-foreground">{entry.school.name}</span>
                ) : null}
              </h2>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {docs.map((document) => (
                  <DocumentCard key={document.id} document={document} today={today} {...actions} />
                ))}
              </div>
            </section>
          ))}
        </div>
      );
    }
    return (
      <DocumentsTable
        documents={list}
        mode={view}
        label={view === 'action-required' ? 'Documents that need action' : 'Submitted documents'}
        studentOf={(id) => directory.byId.get(id)}
        today={today}
        {...actions}
      />
    );
  };

  const actionCount = summary.data?.actionRequired ?? 0;
  const dueToday = summary.data?.dueToday ?? 0;

  return (
    <div>
      <PageHeader
        title="Digital Backpack"
        description="Every school paper per child: what needs signing, what went back."
        actions={
          <>
            <Button variant="outline" onClick={() => setSchoolsOpen(true)}>
              <SchoolIcon aria-hidden /> Schools &amp; students
            </Button>
            {isOrganiser ? (
              <Button onClick={upload} disabled={directory.query.isPending}>
                <UploadIcon aria-hidden /> Upload Document
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Input
          type="search"
          aria-label="Search documents"
          placeholder="Search documents…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-xs"
        />
        <Select
          aria-label="Filter by student"
          value={studentId ?? ''}
          onChange={(event) => setStudentId(event.target.value === '' ? null : Number(event.target.value))}
          className="sm:w-56"
        >
          <option value="">All students</option>
          {directory.entries.map((entry) => (
            <option key={entry.student.id} value={entry.student.id}>
              {entry.label}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filter by document type"
          value={documentType ?? ''}
          onChange={(event) =>
            setDocumentType(event.target.value === '' ? null : (event.target.value as DocumentType))
          }
          className="sm:w-48"
        >
          <option value="">All types</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {documentTypeLabels[type]}
            </option>
          ))}
        </Select>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setStudentId(null);
              setDocumentType(null);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {focused.data ? (
        <section
          aria-label="Opened from a reminder"
          className="mb-4 grid gap-2 rounded-lg border-2 border-primary p-3"
        >
          <h2 className="text-sm font-medium text-muted-foreground">Opened from a reminder</h2>
          <DocumentCard document={focused.data} today={today} {...actions} />
        </section>
      ) : null}
      <Tabs value={view} onValueChange={(value) => setView(value as DocumentView)}>
        <TabsList>
          <TabsTrigger value="all">All Documents</TabsTrigger>
          <TabsTrigger value="action-required">
            Action Required
            {actionCount > 0 ? (
              <Badge variant="destructive" aria-label={`${actionCount} need action`}>
                {actionCount}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="submitted">Submitted</TabsTrigger>
        </TabsList>
        <TabsContent value={view} className="grid gap-4 pt-4">
          {view === 'action-required' && dueToday > 0 ? (
            <div
              role="status"
              className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <AlertTriangleIcon aria-hidden className="size-5 shrink-0" />
              <div>
                <p className="font-semibold">Due Today</p>
                <p className="text-sm">
                  {dueToday === 1 ? '1 document is due today.' : `${dueToday} documents are due today.`}
                </p>
              </div>
            </div>
          ) : null}
          <QueryList
            query={documents}
            loadingLabel="Loading documents"
            skeletonClassName="h-24 w-full"
            errorTitle="Could not load documents"
            isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
            empty={
              filtered ? (
                <EmptyState
                  title="No documents match"
                  description="Try another search or clear the filters."
                />
              ) : (
                <EmptyState {...emptyTexts[view]} />
              )
            }
          >
            {documentList}
          </QueryList>
          <LoadMoreButton
            query={documents}
            label="Load more documents"
            errorTitle="Could not load more documents"
          />
        </TabsContent>
      </Tabs>
      <DocumentFormDialog
        open={form.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setForm({ mode: 'closed' });
        }}
        document={form.mode === 'edit' ? form.document : undefined}
      />
      <FilePreviewDialog document={preview} onOpenChange={(open) => !open && setPreview(null)} />
      <SchoolsStudentsDialog open={schoolsOpen} onOpenChange={setSchoolsOpen} />
    </div>
  );
}

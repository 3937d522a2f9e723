import { useDeferredValue, useMemo, useState } from 'react';
import { AlertTriangleIcon, SchoolIcon, UploadIcon } from 'lucide-react';
import { useLiveUpdates } from '@familyhub/api-client';
import {
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
  lazyDialog,
  LoadMoreButton,
  PageHeader,
  QueryList,
  Select,
  toast,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { SchoolsStudentsDialog, useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { useFocusParam } from '../../shared/use-focus';
import { useOrganiser } from '../../shared/use-organiser';
import { useDocument, useDocumentSummary, useDocuments } from '../api/documents-api';
import { documentsMessages } from '../messages';
import { DocumentCard } from './document-card';
import { DocumentsTable } from './documents-table';
import { FilePreviewDialog } from './file-preview-dialog';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const DocumentFormDialog = lazyDialog(() =>
  import('./document-form-dialog').then((m) => m.DocumentFormDialog),
);

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; document: SchoolDocument };

const emptyKeys = {
  all: 'empty.all',
  'action-required': 'empty.actionRequired',
  submitted: 'empty.submitted',
} as const satisfies Record<DocumentView, string>;

/** /documents — the Digital Backpack (spec 000 §2): every school paper per student, what needs action, what went back. */
export function DocumentsScreen() {
  const t = useMessages(documentsMessages);
  const shared = useMessages(sharedMessages);
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
        title: shared('noStudents.title'),
        description: t('noStudents.body'),
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
            <section key={id} aria-label={entry?.label ?? shared('formerMember')} className="grid gap-3">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: entry?.color ?? '#4F46E5' }}
                />
                {entry?.name ?? shared('formerMember')}
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
        label={view === 'action-required' ? t('table.actionRequired') : t('table.submitted')}
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
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setSchoolsOpen(true)}>
              <SchoolIcon aria-hidden /> {shared('schoolsAndStudents')}
            </Button>
            {isOrganiser ? (
              <Button onClick={upload} disabled={directory.query.isPending}>
                <UploadIcon aria-hidden /> {t('upload')}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-xs"
        />
        <Select
          aria-label={shared('filter.student')}
          value={studentId ?? ''}
          onChange={(event) => setStudentId(event.target.value === '' ? null : Number(event.target.value))}
          className="sm:w-56"
        >
          <option value="">{shared('filter.allStudents')}</option>
          {directory.entries.map((entry) => (
            <option key={entry.student.id} value={entry.student.id}>
              {entry.label}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('filter.type')}
          value={documentType ?? ''}
          onChange={(event) =>
            setDocumentType(event.target.value === '' ? null : (event.target.value as DocumentType))
          }
          className="sm:w-48"
        >
          <option value="">{t('filter.allTypes')}</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`documentType.${type}`)}
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
            {t('filter.clear')}
          </Button>
        ) : null}
      </div>
      {focused.data ? (
        <section
          aria-label={shared('focus.fromReminder')}
          className="mb-4 grid gap-2 rounded-lg border-2 border-primary p-3"
        >
          <h2 className="text-sm font-medium text-muted-foreground">{shared('focus.fromReminder')}</h2>
          <DocumentCard document={focused.data} today={today} {...actions} />
        </section>
      ) : null}
      <Tabs value={view} onValueChange={(value) => setView(value as DocumentView)}>
        <TabsList>
          <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
          <TabsTrigger value="action-required">
            {t('tabs.actionRequired')}
            {actionCount > 0 ? (
              <Badge variant="destructive" aria-label={t('needAction', { count: actionCount })}>
                {actionCount}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="submitted">{t('tabs.submitted')}</TabsTrigger>
        </TabsList>
        <TabsContent value={view} className="grid gap-4 pt-4">
          {view === 'action-required' && dueToday > 0 ? (
            <div
              role="status"
              className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <AlertTriangleIcon aria-hidden className="size-5 shrink-0" />
              <div>
                <p className="font-semibold">{t('banner.dueToday.title')}</p>
                <p className="text-sm">{t('banner.dueToday.body', { count: dueToday })}</p>
              </div>
            </div>
          ) : null}
          <QueryList
            query={documents}
            loadingLabel={t('loading')}
            skeletonClassName="h-24 w-full"
            errorTitle={t('error.load')}
            isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
            empty={
              filtered ? (
                <EmptyState title={t('empty.filtered.title')} description={t('empty.filtered.body')} />
              ) : (
                <EmptyState
                  title={t(`${emptyKeys[view]}.title`)}
                  description={t(`${emptyKeys[view]}.body`)}
                />
              )
            }
          >
            {documentList}
          </QueryList>
          <LoadMoreButton query={documents} label={t('loadMore')} errorTitle={t('error.loadMore')} />
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

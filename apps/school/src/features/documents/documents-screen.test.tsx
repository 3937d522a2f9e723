import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, localDate, type SchoolDocument, type Student } from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  emma,
  fakeApi,
  json,
  never,
  noah,
  page,
  parent,
  signedInAs,
  member,
  renderScreen,
} from '../../testing/fake-api';
import { DocumentsScreen } from './components/documents-screen';

cleanUpAfterEach();

const today = localDate();
const school = {
  id: 1,
  name: 'Lincoln Elementary',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  phone: null,
  website: null,
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};
const year = {
  id: 1,
  name: '2026–2027',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  isActive: true,
  createdById: 1,
};
const student = (id: number, childId: number): Student => ({
  id,
  childId,
  schoolId: 1,
  schoolYearId: 1,
  grade: '3rd',
  teacher: null,
  status: 'active',
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
});
const emmaStudent = student(7, emma.id);
const noahStudent = student(8, noah.id);

let nextId = 100;
function doc(
  overrides: Partial<SchoolDocument> & Pick<SchoolDocument, 'title' | 'studentId'>,
): SchoolDocument {
  nextId += 1;
  return {
    id: nextId,
    description: null,
    fileUrl: `/api/school/files/${nextId}`,
    fileType: 'application/pdf',
    fileSize: 2048,
    fileName: 'slip.pdf',
    documentType: 'other',
    dueDate: null,
    submitted: false,
    submittedAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    uploadedById: parent.id,
    taskId: null,
    ...overrides,
  };
}

function routes(
  students: Student[],
  documents: SchoolDocument[],
  summary = { actionRequired: 0, dueToday: 0, overdue: 0 },
) {
  return {
    ...signedInAs(parent),
    'GET /api/schools': page([school]),
    'GET /api/school-years': page([year]),
    'GET /api/students': page(students),
    'GET /api/school-documents': page(documents),
    'GET /api/school-documents/summary': json(summary),
  };
}

function renderDocuments() {
  return renderScreen(
    <>
      <DocumentsScreen />
      <Toaster />
    </>,
    '/documents',
  );
}

describe('Digital Backpack (/documents)', () => {
  it('shows loading placeholders while the documents load', () => {
    fakeApi({ ...routes([emmaStudent], []), 'GET /api/school-documents': never });
    renderDocuments();
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
  });

  it('says so when the documents cannot load, and Retry asks again', async () => {
    let failing = true;
    fakeApi({
      ...routes([emmaStudent], []),
      'GET /api/school-documents': () =>
        failing
          ? { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } }
          : { status: 200, body: { items: [doc({ title: 'Report card', studentId: 7 })], nextCursor: null } },
    });
    renderDocuments();
    expect(await screen.findByText('Could not load documents')).toBeInTheDocument();
    expect(screen.getByText(/The school service is down\./)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Report card' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load documents')).not.toBeInTheDocument();
  });

  it('says when no document matches the search', async () => {
    fakeApi(routes([emmaStudent], []));
    renderDocuments();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'zoo');
    expect(await screen.findByText('No documents match')).toBeInTheDocument();
    expect(screen.getByText('Try another search or clear the filters.')).toBeInTheDocument();
  });

  it('keeps the cards when the next page fails, and says so', async () => {
    fakeApi({
      ...routes([emmaStudent], []),
      'GET /api/school-documents': ({ path }) =>
        path.includes('cursor=')
          ? { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } }
          : {
              status: 200,
              body: { items: [doc({ title: 'Report card', studentId: 7 })], nextCursor: 'next' },
            },
    });
    renderDocuments();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more documents' }));
    expect(await screen.findByText('Could not load more documents')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Report card' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load documents')).not.toBeInTheDocument();
  });

  it("blocks Upload without students: 'No Students' / 'Please add students before uploading documents.'", async () => {
    fakeApi(routes([], []));
    renderDocuments();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload Document' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    expect(await screen.findByText('No Students')).toBeInTheDocument();
    expect(screen.getByText('Please add students before uploading documents.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument();
  });

  it('groups the cards by student on All Documents, with due states', async () => {
    fakeApi(
      routes(
        [emmaStudent, noahStudent],
        [
          doc({ title: 'Zoo permission', studentId: 7, documentType: 'permission_slip', dueDate: today }),
          doc({ title: 'Report card', studentId: 8, documentType: 'report_card' }),
          doc({ title: 'Old form', studentId: 7, dueDate: '2020-01-01' }),
        ],
      ),
    );
    renderDocuments();
    const emmaGroup = await screen.findByRole('region', { name: 'Emma Johnson · Lincoln Elementary · 3rd' });
    expect(within(emmaGroup).getByRole('article', { name: 'Zoo permission' })).toHaveTextContent('Due Today');
    expect(within(emmaGroup).getByRole('article', { name: 'Old form' })).toHaveTextContent('Overdue');
    const noahGroup = screen.getByRole('region', { name: 'Noah Johnson · Lincoln Elementary · 3rd' });
    expect(within(noahGroup).getByRole('article', { name: 'Report card' })).toHaveTextContent(
      'No action needed',
    );
  });

  it('shows the Action Required count, the amber Due Today banner and the table; Mark Submitted calls submit', async () => {
    const slip = doc({
      title: 'Zoo permission',
      studentId: 7,
      documentType: 'permission_slip',
      dueDate: today,
    });
    const { calls } = fakeApi({
      ...routes([emmaStudent], [slip], { actionRequired: 1, dueToday: 1, overdue: 0 }),
      [`POST /api/school-documents/${slip.id}/submit`]: json({
        ...slip,
        submitted: true,
        submittedAt: new Date().toISOString(),
      }),
    });
    renderDocuments();
    const tab = await screen.findByRole('tab', { name: /Action Required/ });
    await waitFor(() => expect(within(tab).getByLabelText('1 need action')).toBeInTheDocument());
    await userEvent.click(tab);
    expect(await screen.findByText('Due Today', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 document is due today.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documents that need action' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Document', 'Student', 'Type', 'Due Date', 'Status', 'Actions']);
    expect(calls.some((c) => c.path.includes('view=action-required'))).toBe(true);

    await userEvent.click(within(table).getByRole('button', { name: 'Mark Submitted for Zoo permission' }));
    expect(await screen.findByText('Document Submitted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ submitted: true });
  });

  it('uploads the file first, then saves the document; the form says the spec texts', async () => {
    const saved = doc({ title: 'Zoo permission', studentId: 7 });
    const { calls } = fakeApi({
      ...routes([emmaStudent], []),
      'POST /api/upload': json(
        { fileUrl: '/api/school/files/9', fileType: 'application/pdf', fileSize: 4, name: 'zoo.pdf' },
        201,
      ),
      'POST /api/school-documents': json(saved, 201),
    });
    renderDocuments();
    const upload = await screen.findByRole('button', { name: 'Upload Document' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Student, title, and document type are required'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Zoo permission');
    await userEvent.selectOptions(within(dialog).getByLabelText('Document type'), 'permission_slip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a file to upload')).toBeInTheDocument();

    const file = new File(['%PDF'], 'zoo.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document Added')).toBeInTheDocument();
    const posted = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posted).toEqual(['/api/upload', '/api/school-documents']);
    expect(calls.find((c) => c.path === '/api/school-documents' && c.method === 'POST')?.body).toMatchObject({
      studentId: 7,
      title: 'Zoo permission',
      documentType: 'permission_slip',
      fileUrl: '/api/school/files/9',
    });
  });

  it("asks 'Are you sure you want to delete this document?' before deleting", async () => {
    const report = doc({ title: 'Report card', studentId: 7 });
    const { calls } = fakeApi({
      ...routes([emmaStudent], [report]),
      [`DELETE /api/school-documents/${report.id}`]: () => ({ status: 204 }),
    });
    renderDocuments();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Report card' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document?' });
    expect(within(confirm).getByText('Are you sure you want to delete this document?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/school-documents/${report.id}`,
    ]);
  });

  it('a child sees no Upload, Edit or Delete, but may mark their document submitted', async () => {
    const child = member({ id: emma.id, name: emma.name, role: 'child' });
    fakeApi({
      ...routes([emmaStudent], [doc({ title: 'Zoo permission', studentId: 7, dueDate: '2099-01-01' })]),
      ...signedInAs(child),
    });
    renderDocuments();
    expect(await screen.findByRole('article', { name: 'Zoo permission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Zoo permission' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Submitted for Zoo permission' })).toBeInTheDocument();
  });
});

describe('Digital Backpack opened from a reminder', () => {
  it('shows the document of ?focus=<id> first', async () => {
    const slip = doc({ title: 'Zoo permission', studentId: 7, dueDate: '2099-01-01' });
    fakeApi({ ...routes([emmaStudent], []), [`GET /api/school-documents/${slip.id}`]: json(slip) });
    renderScreen(<DocumentsScreen />, `/documents?focus=${slip.id}`);
    const opened = await screen.findByRole('region', { name: 'Opened from a reminder' });
    expect(within(opened).getByRole('article', { name: 'Zoo permission' })).toBeInTheDocument();
  });
});

describe('Digital Backpack in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('shows its heading, buttons, tabs, due states, table and empty state in Spanish', async () => {
    const slip = doc({
      title: 'Zoo permission',
      studentId: 7,
      documentType: 'permission_slip',
      dueDate: today,
    });
    fakeApi({
      ...routes([emmaStudent], [], { actionRequired: 1, dueToday: 1, overdue: 0 }),
      'GET /api/school-documents': ({ path }) => ({
        status: 200,
        body: { items: path.includes('search=') ? [] : [slip], nextCursor: null },
      }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <DocumentsScreen />
      </Suspense>,
      '/documents',
    );
    expect(await screen.findByRole('heading', { name: 'Mochila digital' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escuelas y estudiantes' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subir documento' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Zoo permission' });
    expect(card).toHaveTextContent('Autorización');
    expect(card).toHaveTextContent('Vence hoy');
    expect(card).toHaveTextContent('2,0 KB · añadido el 20 nov 2026');
    expect(
      within(card).getByRole('button', { name: 'Marcar como entregado Zoo permission' }),
    ).toBeInTheDocument();

    const tab = screen.getByRole('tab', { name: /Pendientes/ });
    await waitFor(() => expect(within(tab).getByLabelText('1 pendiente')).toBeInTheDocument());
    await userEvent.click(tab);
    expect(await screen.findByText('1 documento vence hoy.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documentos pendientes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Documento', 'Estudiante', 'Tipo', 'Fecha de entrega', 'Estado', 'Acciones']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar documentos' }), 'zoo');
    expect(await screen.findByText('Ningún documento coincide')).toBeInTheDocument();
  });
});

import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Homework, type Student } from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  emma,
  fakeApi,
  json,
  never,
  page,
  parent,
  signedInAs,
  renderScreen,
} from '../../testing/fake-api';
import { HomeworkScreen } from './components/homework-screen';

cleanUpAfterEach();

const emmaStudent: Student = {
  id: 7,
  childId: emma.id,
  schoolId: 1,
  schoolYearId: 1,
  grade: '3rd',
  teacher: null,
  status: 'active',
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};

function item(overrides: Partial<Homework> = {}): Homework {
  return {
    id: 40,
    studentId: 7,
    subject: 'Math',
    title: 'Fractions worksheet',
    description: null,
    dueDate: '2099-03-10',
    priority: 'medium',
    completed: false,
    completedAt: null,
    verified: false,
    verifiedById: null,
    grade: null,
    attachmentUrl: null,
    attachmentName: null,
    notes: null,
    createdById: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const base = (homework: Homework[]) => ({
  'GET /api/schools': page([]),
  'GET /api/school-years': page([]),
  'GET /api/students': page([emmaStudent]),
  'GET /api/homework': page(homework),
});

const renderHomework = () =>
  renderScreen(
    <>
      <HomeworkScreen />
      <Toaster />
    </>,
    '/homework',
  );

describe('Homework (/homework)', () => {
  it('shows loading placeholders while the homework loads', () => {
    fakeApi({ ...signedInAs(parent), ...base([]), 'GET /api/homework': never });
    renderHomework();
    expect(screen.getByRole('status', { name: 'Loading homework' })).toBeInTheDocument();
  });

  it('says so when the homework cannot load, and Retry asks again', async () => {
    let failing = true;
    fakeApi({
      ...signedInAs(parent),
      ...base([]),
      'GET /api/homework': () =>
        failing
          ? { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } }
          : { status: 200, body: { items: [item()], nextCursor: null } },
    });
    renderHomework();
    expect(await screen.findByText('Could not load homework')).toBeInTheDocument();
    expect(screen.getByText(/The school service is down\./)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Fractions worksheet' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load homework')).not.toBeInTheDocument();
  });

  it('keeps the list when the next page fails, and says so', async () => {
    fakeApi({
      ...signedInAs(parent),
      ...base([]),
      'GET /api/homework': ({ path }) =>
        path.includes('cursor=')
          ? { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } }
          : { status: 200, body: { items: [item()], nextCursor: 'next' } },
    });
    renderHomework();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more homework' }));
    expect(await screen.findByText('Could not load more homework')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Fractions worksheet' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load homework')).not.toBeInTheDocument();
  });

  it('a parent deletes homework only after confirming', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base([item()]),
      'DELETE /api/homework/40': () => ({ status: 204 }),
    });
    renderHomework();
    const row = await screen.findByRole('listitem', { name: 'Fractions worksheet' });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Fractions worksheet' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Fractions worksheet"?' });
    expect(within(confirm).getByText('Are you sure you want to delete this homework?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Homework Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/homework/40']);
  });

  it('the child ticks homework done and sees no Verify, Edit or Delete', async () => {
    const { calls } = fakeApi({
      ...signedInAs(emma),
      ...base([item()]),
      'POST /api/homework/40/complete': json(item({ completed: true })),
    });
    renderHomework();
    const row = await screen.findByRole('listitem', { name: 'Fractions worksheet' });
    expect(within(row).queryByRole('button', { name: 'Verify Fractions worksheet' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Fractions worksheet' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Fractions worksheet done' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/homework/40/complete')?.body).toEqual({ completed: true }),
    );
  });

  it('opened from a reminder (?focus=), shows that homework first even when the filter hides it', async () => {
    const essay = item({ id: 41, title: 'Book report', subject: 'English' });
    fakeApi({
      ...signedInAs(parent),
      ...base([]),
      'GET /api/homework/41': json(essay),
    });
    renderScreen(
      <>
        <HomeworkScreen />
        <Toaster />
      </>,
      '/homework?focus=41',
    );
    const opened = await screen.findByRole('region', { name: 'Opened from a reminder' });
    expect(within(opened).getByRole('listitem', { name: 'Book report' })).toBeInTheDocument();
    expect(screen.getByText('No homework yet.')).toBeInTheDocument();
  });

  it('a parent verifies done homework, and the filters ask the server', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base([item({ completed: true })]),
      'POST /api/homework/40/verify': json(
        item({ completed: true, verified: true, verifiedById: parent.id }),
      ),
    });
    renderHomework();
    const row = await screen.findByRole('listitem', { name: 'Fractions worksheet' });
    await userEvent.click(within(row).getByRole('button', { name: 'Verify Fractions worksheet' }));
    expect(await screen.findByText('Homework Verified')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/homework/40/verify')?.body).toEqual({ verified: true });

    await userEvent.click(screen.getByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=overdue'))).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: 'Due this week' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=due-this-week'))).toBe(true));
  });

  it('adds homework with the contract texts under the fields', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      ...base([]),
      'POST /api/homework': json(item(), 201),
    });
    renderHomework();
    const add = await screen.findByRole('button', { name: 'Add Homework' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Homework' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Math');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fractions worksheet');
    await userEvent.type(within(dialog).getByLabelText('Due date'), '2099-03-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Homework Added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      studentId: 7,
      subject: 'Math',
      title: 'Fractions worksheet',
      dueDate: '2099-03-10',
      priority: 'medium',
    });
  });
});

describe('Homework in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('shows its heading, buttons, filters, items and empty state in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent),
      ...base([]),
      'GET /api/homework': ({ path }) => ({
        status: 200,
        body: {
          items: path.includes('filter=done') ? [] : [item({ completed: true, grade: 'A-' })],
          nextCursor: null,
        },
      }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <HomeworkScreen />
      </Suspense>,
      '/homework',
    );
    expect(await screen.findByRole('heading', { name: 'Tareas escolares' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Añadir tarea escolar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Para esta semana' })).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Fractions worksheet' });
    expect(within(row).getByRole('checkbox', { name: 'Fractions worksheet hecha' })).toBeChecked();
    expect(within(row).getByRole('button', { name: 'Revisar Fractions worksheet' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Entrega: 10 mar 2099');
    expect(row).toHaveTextContent('Nota: A-');
    expect(row).toHaveTextContent('media');
    await userEvent.click(screen.getByRole('tab', { name: 'Hechas' }));
    expect(await screen.findByText('Todavía no hay tareas escolares hechas.')).toBeInTheDocument();
  });
});

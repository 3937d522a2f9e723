import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, DUPLICATE_STUDENT_MESSAGE } from '@familyhub/contracts';
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
import { SchoolsStudentsDialog } from './components/schools-students-dialog';

cleanUpAfterEach();

const school = {
  id: 1,
  name: 'Lincoln Elementary',
  address: '12 Oak St',
  city: 'Springfield',
  state: null,
  zipCode: null,
  phone: null,
  website: null,
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};
const year = {
  id: 4,
  name: '2026–2027',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  isActive: true,
  createdById: 1,
};

function renderDialog() {
  return renderScreen(
    <>
      <SchoolsStudentsDialog open onOpenChange={() => undefined} />
      <Toaster />
    </>,
  );
}

describe('Schools & students dialog', () => {
  it('enrols a child at the school in the active year, and shows the 409 of a second enrolment', async () => {
    let attempts = 0;
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([school]),
      'GET /api/school-years': page([year]),
      'GET /api/students': page([]),
      'POST /api/students': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 201,
              body: {
                id: 9,
                childId: emma.id,
                schoolId: 1,
                schoolYearId: 4,
                grade: '3rd',
                teacher: 'Ms. Park',
                status: 'active',
                notes: null,
                createdById: 1,
                createdAt: '2026-09-01T00:00:00.000Z',
              },
            }
          : { status: 409, body: { error: 'conflict', message: DUPLICATE_STUDENT_MESSAGE } };
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add student' }));
    const form = within(dialog).getByRole('form', { name: 'Add a student' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add student' }));
    expect(await within(form).findByText('Child is required')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText('Child'), String(emma.id));
    await userEvent.type(within(form).getByLabelText('Grade'), '3rd');
    await userEvent.type(within(form).getByLabelText('Teacher'), 'Ms. Park');
    await userEvent.click(within(form).getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('Student Added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      childId: emma.id,
      schoolId: 1,
      schoolYearId: 4,
      grade: '3rd',
      teacher: 'Ms. Park',
      status: 'active',
    });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add student' }));
    const again = within(dialog).getByRole('form', { name: 'Add a student' });
    await userEvent.selectOptions(within(again).getByLabelText('Child'), String(emma.id));
    await userEvent.click(within(again).getByRole('button', { name: 'Add student' }));
    expect(await within(again).findByText(DUPLICATE_STUDENT_MESSAGE)).toBeInTheDocument();
  });

  it("adds a school with its address and says 'School name is required' first", async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([]),
      'GET /api/school-years': page([]),
      'GET /api/students': page([]),
      'POST /api/schools': json(school, 201),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Schools' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add school' }));
    const form = within(dialog).getByRole('form', { name: 'Add a school' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add school' }));
    expect(await within(form).findByText('School name is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('School name'), 'Lincoln Elementary');
    await userEvent.type(within(form).getByLabelText('Address'), '12 Oak St');
    await userEvent.type(within(form).getByLabelText('City'), 'Springfield');
    await userEvent.click(within(form).getByRole('button', { name: 'Add school' }));
    expect(await screen.findByText('School Added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Lincoln Elementary',
      address: '12 Oak St',
      city: 'Springfield',
      state: null,
    });
  });
});

describe('Schools & students dialog while its lists load or fail', () => {
  const down = { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } };

  it('names the loading placeholders of each tab', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': never,
      'GET /api/school-years': never,
      'GET /api/students': never,
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    expect(within(dialog).getByRole('status', { name: 'Loading students' })).toBeInTheDocument();
    expect(within(dialog).queryByText('No students yet')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Schools' }));
    expect(within(dialog).getByRole('status', { name: 'Loading schools' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'School years' }));
    expect(within(dialog).getByRole('status', { name: 'Loading school years' })).toBeInTheDocument();
  });

  it('says the schools could not load, with the server’s sentence, and Retry brings them', async () => {
    let failing = true;
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': () =>
        failing ? down : { status: 200, body: { items: [school], nextCursor: null } },
      'GET /api/school-years': page([year]),
      'GET /api/students': page([]),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Schools' }));
    expect(await within(dialog).findByText('Could not load schools')).toBeInTheDocument();
    expect(within(dialog).getByText(/The school service is down\./)).toBeInTheDocument();
    expect(within(dialog).queryByText('No schools yet')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const list = await within(dialog).findByRole('list', { name: 'Schools' });
    expect(within(list).getByText('Lincoln Elementary')).toBeInTheDocument();
    expect(within(dialog).queryByText('Could not load schools')).not.toBeInTheDocument();
  });

  it('says the school years and the students could not load, each in its own tab', async () => {
    let failing = true;
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([school]),
      'GET /api/school-years': () =>
        failing ? down : { status: 200, body: { items: [year], nextCursor: null } },
      'GET /api/students': () => down,
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    expect(await within(dialog).findByText('Could not load students')).toBeInTheDocument();
    expect(within(dialog).queryByText('No students yet')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'School years' }));
    expect(await within(dialog).findByText('Could not load school years')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const list = await within(dialog).findByRole('list', { name: 'School years' });
    expect(within(list).getByText('2026–2027')).toBeInTheDocument();
    // The schools answered: their tab shows them although the students failed.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Schools' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Schools' })).getByText('Lincoln Elementary'),
    ).toBeInTheDocument();
  });

  it('says so when a family has no schools, school years or students yet', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([]),
      'GET /api/school-years': page([]),
      'GET /api/students': page([]),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schools & students' });
    expect(await within(dialog).findByText('No students yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Schools' }));
    expect(await within(dialog).findByText('No schools yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'School years' }));
    expect(await within(dialog).findByText('No school years yet')).toBeInTheDocument();
  });
});

describe('Schools & students dialog in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('shows its tabs, empty states and forms in Spanish', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([]),
      'GET /api/school-years': page([]),
      'GET /api/students': page([]),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <SchoolsStudentsDialog open onOpenChange={() => undefined} />
      </Suspense>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuelas y estudiantes' });
    expect(await within(dialog).findByText('No hay estudiantes todavía')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Añadir estudiante' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Escuelas' }));
    expect(await within(dialog).findByText('No hay escuelas todavía')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir escuela' }));
    const form = within(dialog).getByRole('form', { name: 'Añadir una escuela' });
    expect(within(form).getByLabelText('Nombre de la escuela')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Cursos escolares' }));
    expect(await within(dialog).findByText('No hay cursos escolares todavía')).toBeInTheDocument();
  });

  it('shows a school year’s first and last days the Spanish way', async () => {
    fakeApi({
      ...signedInAs(parent),
      'GET /api/schools': page([]),
      'GET /api/school-years': page([year]),
      'GET /api/students': page([]),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <SchoolsStudentsDialog open onOpenChange={() => undefined} />
      </Suspense>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Escuelas y estudiantes' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Cursos escolares' }));
    expect(await within(dialog).findByText('1 sept 2026 – 30 jun 2027')).toBeInTheDocument();
  });
});

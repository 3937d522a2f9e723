import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DUPLICATE_STUDENT_MESSAGE } from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import {
  cleanUpAfterEach,
  emma,
  fakeApi,
  json,
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

import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { defaultLanguageSettings, domainOf, localDate } from '@familyhub/contracts';
import { applyLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, page, renderScreen } from './testing/fake-api';
import widgets from './widgets';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('school remote widgets', () => {
  const catalogued = domainOf('school')?.widgets ?? [];

  it('draws exactly the school cards of the domain catalogue', () => {
    expect(Object.keys(widgets).sort()).toEqual(catalogued.map((w) => w.id).sort());
  });

  it('the Documents card counts what needs action and lists the nearest due, linking to /documents', async () => {
    const today = localDate();
    fakeApi({
      'GET /api/school-documents/summary': json({ actionRequired: 4, dueToday: 1, overdue: 0 }),
      'GET /api/school-documents': page([
        {
          id: 1,
          studentId: 7,
          title: 'Zoo permission',
          description: null,
          fileUrl: '/api/school/files/1',
          fileType: 'application/pdf',
          fileSize: 10,
          fileName: 'zoo.pdf',
          documentType: 'permission_slip',
          dueDate: today,
          submitted: false,
          submittedAt: null,
          createdAt: '2026-11-20T08:00:00.000Z',
          uploadedById: 1,
          taskId: null,
        },
      ]),
    });
    const Card = widgets.documents!;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Documents" path="/documents" />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(card).findByText('4 need action · 1 due today')).toBeInTheDocument();
    expect(within(card).getByText('Zoo permission')).toBeInTheDocument();
    expect(
      within(card).getByText(`Due Today · ${formatsFor(defaultLanguageSettings).date(today)}`),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open backpack' })).toHaveAttribute('href', '/documents');
  });

  it('the Documents card speaks Spanish', async () => {
    fakeApi({
      'GET /api/school-documents/summary': json({ actionRequired: 2, dueToday: 1, overdue: 0 }),
      'GET /api/school-documents': page([]),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    const Card = widgets.documents!;
    renderScreen(
      <Suspense fallback={null}>
        <Card title="Documentos" path="/documents" />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Documentos' });
    expect(await within(card).findByText('No hay nada pendiente')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir la mochila' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });
});

import { Suspense, type ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { BillsScreen } from './features/bills';
import { ExpensesScreen } from './features/expenses';
import { GroceryBudgetScreen } from './features/grocery';
import { FOR_PARENTS_TEXT, FOR_PARENTS_TITLE } from './features/shared/for-parents';
import { cleanUpAfterEach, child, fakeApi, signedInAs } from './testing/fake-api';
import { renderScreen } from './testing/render-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const today = new Date(2026, 10, 23);
const parentsScreens: [string, ReactElement][] = [
  ['/bills', <BillsScreen key="bills" today={today} />],
  ['/grocery-budget', <GroceryBudgetScreen key="grocery" today={today} />],
  ['/expenses', <ExpensesScreen key="expenses" today={today} />],
];

describe('money screens for parents, opened by a child', () => {
  it.each(parentsScreens)(
    '%s shows the one "for parents" panel, no actions, and asks for nothing',
    async (_, ui) => {
      const { calls } = fakeApi(signedInAs(child));
      renderScreen(ui);
      const panel = await screen.findByRole('region', { name: FOR_PARENTS_TITLE });
      expect(panel).toHaveTextContent(FOR_PARENTS_TITLE);
      expect(panel).toHaveTextContent(FOR_PARENTS_TEXT);
      expect(within(panel).getByRole('link', { name: 'My Allowance' })).toHaveAttribute('href', '/allowance');
      expect(screen.queryByRole('button', { name: /^Add|Set Budget|Import/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
      expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
    },
  );

  it('shows the panel in Spanish to a child who reads Spanish', async () => {
    fakeApi(signedInAs(child));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <BillsScreen today={today} />
      </Suspense>,
    );
    const panel = await screen.findByRole('region', {
      name: 'Las finanzas de la familia son para los padres',
    });
    expect(panel).toHaveTextContent('Puedes ver tu propia paga.');
    expect(within(panel).getByRole('link', { name: 'Mi paga' })).toHaveAttribute('href', '/allowance');
  });
});

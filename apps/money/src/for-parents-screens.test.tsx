import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { BillsScreen } from './features/bills';
import { ExpensesScreen } from './features/expenses';
import { GroceryBudgetScreen } from './features/grocery';
import { FOR_PARENTS_TEXT, FOR_PARENTS_TITLE } from './features/shared/for-parents';
import { cleanUpAfterEach, child, fakeApi, signedInAs } from './testing/fake-api';
import { renderScreen } from './testing/render-screen';

cleanUpAfterEach();

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
});

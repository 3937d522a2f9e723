import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { domainOf, type Allowance, type Bill, type GroceryBudget } from '@familyhub/contracts';
import { cleanUpAfterEach, fakeApi, json, member, signedInAs } from './testing/fake-api';
import { renderScreen } from './testing/render-screen';
import widgets from './widgets';

cleanUpAfterEach();

function draw(id: string) {
  const widget = domainOf('money')!.widgets.find((w) => w.id === id)!;
  const Card = widgets[id]!;
  return renderScreen(
    <Suspense fallback={null}>
      <Card title={widget.title} path={widget.path} />
    </Suspense>,
  );
}

describe('money remote widgets', () => {
  it('draws exactly the money cards of the domain catalogue', () => {
    expect(Object.keys(widgets).sort()).toEqual(
      domainOf('money')!
        .widgets.map((w) => w.id)
        .sort(),
    );
  });

  it('Grocery Budget shows this month’s bar, red above 100 percent', async () => {
    const now = new Date();
    const budget: GroceryBudget = {
      id: 1,
      month: now.getMonth() + 1,
      year: now.getFullYear(),
      amountCents: 10000,
      spentCents: 10001,
      createdById: 1,
      createdAt: now.toISOString(),
    };
    fakeApi({ 'GET /api/grocery-budgets?limit=24': json({ items: [budget], nextCursor: null }) });
    draw('grocery-budget');
    const card = await screen.findByRole('region', { name: 'Grocery Budget' }, { timeout: 5000 });
    expect(await within(card).findByRole('progressbar')).toHaveAttribute('data-over', 'true');
    expect(within(card).getByRole('link', { name: 'Open budget' })).toHaveAttribute(
      'href',
      '/grocery-budget',
    );
  });

  it('Bills lists the next unpaid bills, overdue ones marked', async () => {
    const bill = {
      id: 1,
      title: 'Rent',
      amountCents: 120000,
      dueDate: '2026-11-01',
      dueState: 'overdue',
    } as Bill;
    fakeApi({ 'GET /api/bills?view=unpaid&limit=3': json({ items: [bill], nextCursor: null }) });
    draw('bills');
    const list = await screen.findByRole('list', { name: 'Next bills' }, { timeout: 5000 });
    expect(list).toHaveTextContent('Rent');
    expect(list).toHaveTextContent('Overdue');
    expect(list).toHaveTextContent('$1,200.00');
  });

  it('Allowance shows a child their own balance', async () => {
    const mia = member({ id: 3, name: 'Mia', role: 'child' });
    const allowance = { id: 1, childId: 3, balanceCents: 1650 } as Allowance;
    fakeApi({
      ...signedInAs(mia),
      'GET /api/allowances?limit=200': json({ items: [allowance], nextCursor: null }),
    });
    draw('allowance');
    const list = await screen.findByRole('list', { name: 'Allowance balances' }, { timeout: 5000 });
    expect(list).toHaveTextContent('You');
    expect(list).toHaveTextContent('$16.50');
  });
});

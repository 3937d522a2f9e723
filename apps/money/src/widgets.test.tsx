import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import {
  defaultLanguageSettings,
  domainOf,
  type Allowance,
  type Bill,
  type GroceryBudget,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, member, signedInAs } from './testing/fake-api';
import { renderScreen } from './testing/render-screen';
import widgets from './widgets';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

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

  it('speaks Spanish to a member who reads Spanish; amounts in the family’s currency, written the Spanish way', async () => {
    const now = new Date();
    const mia = member({ id: 3, name: 'Mia', role: 'child' });
    fakeApi({
      ...signedInAs(mia),
      'GET /api/grocery-budgets?limit=24': json({ items: [], nextCursor: null }),
      'GET /api/bills?view=unpaid&limit=3': json({
        items: [{ id: 1, title: 'Rent', amountCents: 120000, dueDate: '2026-11-01', dueState: 'overdue' }],
        nextCursor: null,
      }),
      'GET /api/allowances?limit=200': json({
        items: [{ id: 1, childId: 3, balanceCents: 1650 }],
        nextCursor: null,
      }),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    draw('grocery-budget');
    draw('bills');
    draw('allowance');
    const month = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' }).format(now);
    expect(
      await screen.findByText(`No hay presupuesto para ${month}`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir el presupuesto' })).toBeInTheDocument();
    const bills = await screen.findByRole('list', { name: 'Próximas facturas' }, { timeout: 5000 });
    expect(bills).toHaveTextContent('Vencida');
    expect(bills).toHaveTextContent('1 nov 2026');
    expect(bills).toHaveTextContent('1200,00 US$');
    const balances = await screen.findByRole('list', { name: 'Saldos de la paga' }, { timeout: 5000 });
    expect(balances).toHaveTextContent('Tú');
    expect(balances).toHaveTextContent('16,50 US$');
  });
});

import { useFamilyMoney } from '@familyhub/api-client';
import type { GroceryBudget } from '@familyhub/contracts';
import { BarChart } from '@familyhub/ui/charts';
import { shortMonthLabel } from '../../shared/months';

/** Month by month: budget against spent, oldest month on the left. */
export default function BudgetChart({ budgets }: { budgets: readonly GroceryBudget[] }) {
  const { formatMoney } = useFamilyMoney();
  const data = [...budgets].reverse().map((b) => ({
    month: shortMonthLabel(b.year, b.month),
    budget: b.amountCents,
    spent: b.spentCents,
  }));
  return (
    <BarChart
      title="Month by month"
      description="Each month's grocery budget and what the trips added up to."
      data={data}
      xKey="month"
      xLabel="Month"
      series={[
        { key: 'budget', label: 'Budget' },
        { key: 'spent', label: 'Spent' },
      ]}
      formatValue={(cents) => formatMoney(cents)}
    />
  );
}

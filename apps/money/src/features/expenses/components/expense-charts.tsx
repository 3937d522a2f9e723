import { useFamilyMoney } from '@familyhub/api-client';
import type { ExpenseTotals } from '@familyhub/contracts';
import { BarChart, ShareChart } from '@familyhub/ui/charts';

/** Spending by category (shares) and by month (bars), from the totals the server summed. */
export default function ExpenseCharts({ totals }: { totals: ExpenseTotals }) {
  const { formatMoney } = useFamilyMoney();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ShareChart
        title="By category"
        data={totals.byCategory.map((c) => ({ label: c.category, value: c.totalCents }))}
        labelName="Category"
        valueName="Spent"
        formatValue={(cents) => formatMoney(cents)}
      />
      <BarChart
        title="By month"
        data={totals.byMonth.map((m) => ({ month: m.month, spent: m.totalCents }))}
        xKey="month"
        xLabel="Month"
        series={[{ key: 'spent', label: 'Spent' }]}
        formatValue={(cents) => formatMoney(cents)}
      />
    </div>
  );
}

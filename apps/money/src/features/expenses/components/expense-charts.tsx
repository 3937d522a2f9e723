import { useFamilyMoney } from '@familyhub/ui';
import type { ExpenseTotals } from '@familyhub/contracts';
import { BarChart, ShareChart } from '@familyhub/ui/charts';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { expensesMessages } from '../messages';

/** Spending by category (shares) and by month (bars), from the totals the server summed. */
export default function ExpenseCharts({ totals }: { totals: ExpenseTotals }) {
  const t = useMessages(expensesMessages);
  const { formatMoney } = useFamilyMoney();
  const { shortMonthLabel } = useCalendarNames();
  // The server's months are YYYY-MM: "Nov 2026" on the axis ("nov 2026" in Spanish).
  const monthLabel = (month: string) => {
    const [year, number] = month.split('-').map(Number);
    return shortMonthLabel(year, number);
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ShareChart
        title={t('charts.byCategory')}
        data={totals.byCategory.map((c) => ({ label: c.category, value: c.totalCents }))}
        labelName={t('charts.category')}
        valueName={t('charts.spent')}
        formatValue={(cents) => formatMoney(cents)}
      />
      <BarChart
        title={t('charts.byMonth')}
        data={totals.byMonth.map((m) => ({ month: monthLabel(m.month), spent: m.totalCents }))}
        xKey="month"
        xLabel={t('charts.month')}
        series={[{ key: 'spent', label: t('charts.spent') }]}
        formatValue={(cents) => formatMoney(cents)}
      />
    </div>
  );
}

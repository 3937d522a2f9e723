import { useFamilyMoney } from '@familyhub/ui';
import type { GroceryBudget } from '@familyhub/contracts';
import { BarChart } from '@familyhub/ui/charts';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { groceryMessages } from '../messages';

/** Month by month: budget against spent, oldest month on the left. */
export default function BudgetChart({ budgets }: { budgets: readonly GroceryBudget[] }) {
  const t = useMessages(groceryMessages);
  const { shortMonthLabel } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  const data = [...budgets].reverse().map((b) => ({
    month: shortMonthLabel(b.year, b.month),
    budget: b.amountCents,
    spent: b.spentCents,
  }));
  return (
    <BarChart
      title={t('chart.title')}
      description={t('chart.description')}
      data={data}
      xKey="month"
      xLabel={t('chart.month')}
      series={[
        { key: 'budget', label: t('chart.budget') },
        { key: 'spent', label: t('chart.spent') },
      ]}
      formatValue={(cents) => formatMoney(cents)}
    />
  );
}

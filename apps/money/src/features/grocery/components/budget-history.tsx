import { isOverBudget, type GroceryBudget } from '@familyhub/contracts';
import { Badge, Button, cn, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { groceryMessages } from '../messages';

/** Every month with a budget, newest first; months spent above their budget are labelled Over budget. */
export function BudgetHistory({
  budgets,
  selected,
  onSelect,
}: {
  budgets: readonly GroceryBudget[];
  selected: { year: number; month: number };
  onSelect: (month: { year: number; month: number }) => void;
}) {
  const t = useMessages(groceryMessages);
  const { monthYearLabel } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  return (
    <ul aria-label={t('history.label')} className="grid gap-2">
      {budgets.map((b) => {
        const over = isOverBudget(b);
        const month = monthYearLabel(b.year, b.month);
        const isSelected = b.year === selected.year && b.month === selected.month;
        return (
          <li
            key={b.id}
            className={cn(
              'flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2',
              isSelected ? 'border-primary' : 'border-border',
            )}
          >
            <span className="min-w-32 font-medium">{month}</span>
            <span className="flex-1 text-sm text-muted-foreground">
              {t('history.spent', { spent: formatMoney(b.spentCents), budget: formatMoney(b.amountCents) })}
            </span>
            {over ? <Badge variant="destructive">{t('history.overBudget')}</Badge> : null}
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={isSelected}
              aria-label={t('history.viewTripsOf', { month })}
              onClick={() => onSelect({ year: b.year, month: b.month })}
            >
              {t('history.viewTrips')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

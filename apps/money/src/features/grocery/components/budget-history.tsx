import { useFamilyMoney } from '@familyhub/api-client';
import { groceryTexts, isOverBudget, type GroceryBudget } from '@familyhub/contracts';
import { Badge, Button, cn } from '@familyhub/ui';
import { monthName } from '../../shared/months';

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
  const { formatMoney } = useFamilyMoney();
  return (
    <ul aria-label="Budget history" className="grid gap-2">
      {budgets.map((b) => {
        const over = isOverBudget(b);
        const isSelected = b.year === selected.year && b.month === selected.month;
        return (
          <li
            key={b.id}
            className={cn(
              'flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2',
              isSelected ? 'border-primary' : 'border-border',
            )}
          >
            <span className="min-w-32 font-medium">
              {monthName(b.month)} {b.year}
            </span>
            <span className="flex-1 text-sm text-muted-foreground">
              {formatMoney(b.spentCents)} of {formatMoney(b.amountCents)}
            </span>
            {over ? <Badge variant="destructive">{groceryTexts.overBudget}</Badge> : null}
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={isSelected}
              onClick={() => onSelect({ year: b.year, month: b.month })}
            >
              View trips
              <span className="sr-only">
                {' '}
                of {monthName(b.month)} {b.year}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

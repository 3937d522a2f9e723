import { useFamilyMoney } from '@familyhub/api-client';
import { isOverBudget, percentSpent, type GroceryBudget } from '@familyhub/contracts';
import { cn } from '@familyhub/ui';

/** Spent against the budget; the bar turns red above 100 percent (spec 001 §2). */
export function BudgetProgress({ budget, label }: { budget: GroceryBudget; label: string }) {
  const { formatMoney } = useFamilyMoney();
  const percent = percentSpent(budget);
  const over = isOverBudget(budget);
  const remaining = budget.amountCents - budget.spentCents;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="text-lg font-semibold">{formatMoney(budget.spentCents)}</span> spent of{' '}
          {formatMoney(budget.amountCents)}
        </span>
        <span className={cn('font-medium', over ? 'text-destructive' : 'text-muted-foreground')}>
          {over ? `${formatMoney(-remaining)} over` : `${formatMoney(remaining)} left`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${percent}% of the budget spent`}
        data-over={over ? 'true' : 'false'}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-all', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{percent}% of the budget spent</p>
    </div>
  );
}

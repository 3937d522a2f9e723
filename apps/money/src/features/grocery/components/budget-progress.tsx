import { isOverBudget, percentSpent, type GroceryBudget } from '@familyhub/contracts';
import { cn, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { groceryMessages } from '../messages';

// Stands in for the spent amount in its sentence, so the amount can be drawn in bold where the language puts it.
const SPENT = '\u2063';

/** Spent against the budget; the bar turns red above 100 percent (spec 001 §2). */
export function BudgetProgress({ budget, label }: { budget: GroceryBudget; label: string }) {
  const t = useMessages(groceryMessages);
  const { formatMoney } = useFamilyMoney();
  const percent = percentSpent(budget);
  const over = isOverBudget(budget);
  const remaining = budget.amountCents - budget.spentCents;
  const [before, after] = t('progress.spent', {
    spent: SPENT,
    budget: formatMoney(budget.amountCents),
  }).split(SPENT);
  const percentSpentText = t('progress.percent', { percent });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>
          {before}
          <span className="text-lg font-semibold">{formatMoney(budget.spentCents)}</span>
          {after}
        </span>
        <span className={cn('font-medium', over ? 'text-destructive' : 'text-muted-foreground')}>
          {over
            ? t('progress.over', { amount: formatMoney(-remaining) })
            : t('progress.left', { amount: formatMoney(remaining) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={percentSpentText}
        data-over={over ? 'true' : 'false'}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-all', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{percentSpentText}</p>
    </div>
  );
}

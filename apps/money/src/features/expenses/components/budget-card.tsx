import { useState } from 'react';
import { errorMessage } from '@familyhub/api-client';
import { parseMoneyInput, type Budget } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FieldError,
  Input,
  Label,
  cn,
  toast,
  useFamilyMoney,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useAddBudgetCategory, useCreateBudget } from '../api/expenses-api';
import { expensesMessages } from '../messages';

/** The month's budget: each category's allocation against what was spent in it; set one up, add categories. */
export function BudgetCard({
  budget,
  year,
  month,
}: {
  budget: Budget | undefined;
  year: number;
  month: number;
}) {
  const t = useMessages(expensesMessages);
  const { monthYearLabel } = useCalendarNames();
  const { formatMoney, moneyLabel } = useFamilyMoney();
  const create = useCreateBudget();
  const addCategory = useAddBudgetCategory();
  const [total, setTotal] = useState('');
  const [name, setName] = useState('');
  const [allocated, setAllocated] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const label = monthYearLabel(year, month);

  const createBudget = async () => {
    const cents = parseMoneyInput(total);
    if (!cents) return setProblem(t('budget.totalProblem'));
    try {
      await create.mutateAsync({
        title: t('budget.newTitle', { month: label }),
        month,
        year,
        totalBudgetCents: cents,
      });
      setProblem(undefined);
      toast({ title: t('budget.created') });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const addOne = async (budgetId: number) => {
    const cents = parseMoneyInput(allocated);
    if (!name.trim() || cents === null) return setProblem(t('budget.categoryProblem'));
    try {
      await addCategory.mutateAsync({ budgetId, body: { name, allocatedCents: cents } });
      setName('');
      setAllocated('');
      setProblem(undefined);
      toast({ title: t('budget.categoryAdded') });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {budget
            ? `${budget.title} · ${formatMoney(budget.totalBudgetCents)}`
            : t('budget.title', { month: label })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {budget ? (
          <>
            <ul aria-label={t('budget.categories')} className="grid gap-2">
              {budget.categories.map((c) => {
                const over = c.spentCents > c.allocatedCents;
                const percent =
                  c.allocatedCents > 0
                    ? Math.min(100, Math.round((c.spentCents * 100) / c.allocatedCents))
                    : 100;
                return (
                  <li key={c.id} className="grid gap-1">
                    <div className="flex justify-between text-sm">
                      <span className="font-medium">{c.name}</span>
                      <span className={cn(over && 'text-destructive')}>
                        {t('budget.spentOf', {
                          spent: formatMoney(c.spentCents),
                          allocated: formatMoney(c.allocatedCents),
                        })}
                      </span>
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                      <div
                        className={cn('h-full', over ? 'bg-destructive' : 'bg-primary')}
                        style={{ width: `${percent}%`, backgroundColor: over ? undefined : c.color }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor="category-name">{t('budget.newCategory')}</Label>
                <Input
                  id="category-name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  className="w-40"
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="category-allocated">{moneyLabel(t('budget.allocated'))}</Label>
                <Input
                  id="category-allocated"
                  inputMode="decimal"
                  value={allocated}
                  onChange={(e) => setAllocated(e.target.value)}
                  className="w-32"
                />
              </div>
              <Button variant="outline" onClick={() => void addOne(budget.id)}>
                {t('budget.addCategory')}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="budget-total">{moneyLabel(t('budget.total'))}</Label>
              <Input
                id="budget-total"
                inputMode="decimal"
                value={total}
                onChange={(e) => setTotal(e.target.value)}
                className="w-40"
              />
            </div>
            <Button onClick={() => void createBudget()}>{t('budget.create')}</Button>
          </div>
        )}
        <FieldError message={problem} />
      </CardContent>
    </Card>
  );
}

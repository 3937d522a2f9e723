import type { PaidPlan } from '@familyhub/contracts';

/** The end of a billing period that starts at `start`: one calendar month or year later (clamped to the month's end). */
export function periodEnd(plan: PaidPlan, start: Date): Date {
  const months = plan === 'monthly' ? 1 : 12;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

import { alertTargetPath, plainAmount, type DigestItem, type DigestSection } from '@familyhub/contracts';
import {
  byFamily,
  digestSectionOf,
  type DigestProvider,
  digestDaysOf,
  unionOfDays,
  withinDays,
} from '@familyhub/server-kit';
import type { MoneyDigestRepository } from './digest.repository';

/**
 * Money's part of the family digest (issue #30), one `bills` section per family: unpaid bills due in its window
 * ("Pay Electricity — 84.20") and active household subscriptions renewing in it ("Netflix renews — 15.99"). Every
 * item is `financesOnly` (only admins and parents with canViewFinances see the family's money). The rows carry no
 * currency (identity keeps the family's), so amounts are plain. Two queries for the whole batch.
 */
export function moneyDigest(repository: MoneyDigestRepository): DigestProvider {
  return async (windows) => {
    const answer = new Map<number, DigestSection[]>();
    if (windows.length === 0) return answer;
    const familyIds = windows.map((w) => w.familyId);
    const daysByFamily = new Map(windows.map((w) => [w.familyId, digestDaysOf(w)]));
    const union = unionOfDays([...daysByFamily.values()]);
    const [billRows, renewalRows] = await Promise.all([
      repository.unpaidBillsDue(familyIds, union),
      repository.renewals(familyIds, union),
    ]);
    const billsByFamily = byFamily(billRows);
    const renewalsByFamily = byFamily(renewalRows);

    for (const w of windows) {
      const days = daysByFamily.get(w.familyId)!;
      const items: DigestItem[] = [
        ...(billsByFamily.get(w.familyId) ?? [])
          .filter((bill) => withinDays(bill.dueDate, days))
          .map((bill) => ({
            text: `Pay ${bill.title} — ${plainAmount(bill.amountCents)}`,
            when: bill.dueDate,
            userIds: null,
            financesOnly: true,
            link: alertTargetPath('bill'),
          })),
        ...(renewalsByFamily.get(w.familyId) ?? [])
          .filter((subscription) => withinDays(subscription.nextBillingDate, days))
          .map((subscription) => ({
            text: `${subscription.title} renews — ${plainAmount(subscription.amountCents)}`,
            when: subscription.nextBillingDate,
            userIds: null,
            financesOnly: true,
            link: alertTargetPath('household-subscription'),
          })),
      ];
      const section = digestSectionOf('bills', items);
      answer.set(w.familyId, section ? [section] : []);
    }
    return answer;
  };
}

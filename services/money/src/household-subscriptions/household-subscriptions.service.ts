import { z } from 'zod';
import {
  messageRef,
  nextDueDate,
  phrase,
  type createHouseholdSubscriptionBody,
  type HouseholdSubscription,
  type HouseholdSubscriptionPage,
  type householdSubscriptionPageQuery,
  type HouseholdSubscriptionSummary,
  type LiveTopic,
  type updateHouseholdSubscriptionBody,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import { reminderShowFrom, type FinanceAlerts } from '../clients/finance-alerts';
import { assertFinanceAccess } from '../shared/access';
import type {
  HouseholdSubscriptionsRepository,
  SubscriptionWithYearly,
} from './household-subscriptions.repository';

type CreateSubscription = z.output<typeof createHouseholdSubscriptionBody>;
type UpdateSubscription = z.output<typeof updateHouseholdSubscriptionBody>;
type PageQuery = z.output<typeof householdSubscriptionPageQuery>;

export const END_BEFORE_START_MESSAGE = 'End date must be on or after the start date';

const cursor = keysetCursor(z.object({ nextBillingDate: z.iso.date(), id: z.number().int().positive() }));

export function toHouseholdSubscription(row: SubscriptionWithYearly): HouseholdSubscription {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amountCents: row.amountCents,
    category: row.category,
    provider: row.provider,
    startDate: row.startDate,
    endDate: row.endDate,
    billingCycle: row.billingCycle,
    nextBillingDate: row.nextBillingDate,
    autoRenew: row.autoRenew,
    status: row.status,
    paymentMethod: row.paymentMethod,
    reminderDays: row.reminderDays,
    yearlyCents: row.yearlyCents,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const target = (id: number) => ({ type: 'household-subscription' as const, id });

export interface HouseholdSubscriptionsServiceOptions {
  repository: HouseholdSubscriptionsRepository;
  alerts: FinanceAlerts;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
}

/**
 * Household subscriptions (streaming, software, memberships): kept like bills, with a reminder `reminderDays`
 * (7 by default) before each renewal while active, and their yearly cost summed in SQL.
 */
export function createHouseholdSubscriptionsService({
  repository: repo,
  alerts,
  live,
}: HouseholdSubscriptionsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, 'household-subscriptions');

  async function existing(caller: Caller, id: number): Promise<SubscriptionWithYearly> {
    const row = await repo.find(caller.familyId, id);
    if (!row) throw notFound('Subscription');
    return row;
  }

  async function keepReminder(caller: Caller, row: SubscriptionWithYearly): Promise<void> {
    if (row.status !== 'active') {
      await alerts.clear(caller, target(row.id));
      return;
    }
    await alerts.remind(caller, {
      dedupeKey: `subscription-renewal:${row.id}:${row.nextBillingDate}`,
      title: messageRef('{title} renews on {date}', {
        title: row.title,
        date: { date: row.nextBillingDate },
      }),
      // "$9.99 monthly (Netflix)": the cycle is a word of ours, the provider the family's.
      describe: (currency) => {
        const values = { amount: { money: row.amountCents, currency }, cycle: phrase(row.billingCycle) };
        return row.provider
          ? messageRef('{amount} {cycle} ({provider})', { ...values, provider: row.provider })
          : messageRef('{amount} {cycle}', values);
      },
      target: target(row.id),
      showFrom: reminderShowFrom(row.nextBillingDate, row.reminderDays),
    });
  }

  const checkDates = (startDate?: string | null, endDate?: string | null) => {
    if (startDate && endDate && endDate < startDate) throw badRequest(END_BEFORE_START_MESSAGE);
  };

  return {
    async list(caller: Caller, query: PageQuery): Promise<HouseholdSubscriptionPage> {
      assertFinanceAccess(caller);
      const rows = await repo.list(caller.familyId, {
        after: cursor.decode(query.cursor),
        limit: query.limit + 1,
      });
      const page = cursor.page(rows, query.limit, (row) => ({
        nextBillingDate: row.nextBillingDate,
        id: row.id,
      }));
      return mapPage(page, toHouseholdSubscription);
    },

    async summary(caller: Caller): Promise<HouseholdSubscriptionSummary> {
      assertFinanceAccess(caller);
      return repo.summary(caller.familyId);
    },

    async create(caller: Caller, body: CreateSubscription): Promise<HouseholdSubscription> {
      assertFinanceAccess(caller);
      checkDates(body.startDate, body.endDate);
      const id = await repo.insert(caller.familyId, { ...body, createdById: caller.userId });
      const row = await existing(caller, id);
      await keepReminder(caller, row);
      changed(caller);
      return toHouseholdSubscription(row);
    },

    async update(caller: Caller, id: number, changes: UpdateSubscription): Promise<HouseholdSubscription> {
      assertFinanceAccess(caller);
      const current = await existing(caller, id);
      checkDates(
        changes.startDate === undefined ? current.startDate : changes.startDate,
        changes.endDate === undefined ? current.endDate : changes.endDate,
      );
      await repo.update(caller.familyId, id, changes);
      const row = await existing(caller, id);
      await keepReminder(caller, row);
      changed(caller);
      return toHouseholdSubscription(row);
    },

    /** Renewed: the next billing date moves one cycle on (once, even when pressed twice). */
    async renew(caller: Caller, id: number): Promise<HouseholdSubscription> {
      assertFinanceAccess(caller);
      const current = await existing(caller, id);
      const to = nextDueDate(current.nextBillingDate, current.billingCycle);
      await repo.advance(caller.familyId, id, current.nextBillingDate, to);
      const row = await existing(caller, id);
      await keepReminder(caller, row);
      changed(caller);
      return toHouseholdSubscription(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.remove(caller.familyId, id))) throw notFound('Subscription');
      await alerts.clear(caller, target(id));
      changed(caller);
    },
  };
}
export type HouseholdSubscriptionsService = ReturnType<typeof createHouseholdSubscriptionsService>;

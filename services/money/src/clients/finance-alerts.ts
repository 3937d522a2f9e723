import { wordedAlert, type AlertTarget, type MessageRef } from '@familyhub/contracts';
import { logger, platformClients, type Caller } from '@familyhub/server-kit';

/**
 * A reminder as the money service words it, as key + params so each reader gets it in their language (issue #35);
 * its description names amounts, so it is worded once the family's currency is known.
 */
export interface FinanceReminder {
  dedupeKey: string;
  title: MessageRef;
  describe: (currency: string) => MessageRef;
  target: AlertTarget;
  showFrom: Date;
}

/** What the money service asks of the platform's alerts: reminders for the people who look after the money. */
export interface FinanceAlerts {
  /** Raises (or moves) a reminder for the admin and the parents with canViewFinances; never throws. */
  remind(caller: Caller, reminder: FinanceReminder): Promise<void>;
  /** Removes the reminders of one item (paid, cancelled or deleted); never throws. */
  clear(caller: Caller, target: AlertTarget): Promise<void>;
}

const log = logger.child({ service: 'money', part: 'finance-alerts' });

/**
 * Through planning's alerts and identity's member list and family currency (server-kit platformClients). A reminder that cannot be
 * raised (planning down) is logged and the bill is still saved: the reminder is not worth losing the bill.
 */
export function platformFinanceAlerts(internalKey: string): FinanceAlerts {
  const platform = platformClients(internalKey, 'money');
  return {
    async remind(caller, reminder) {
      try {
        const members = await platform.members.list(caller);
        const recipientIds = members
          .filter((m) => m.role === 'admin' || (m.role === 'parent' && m.canViewFinances))
          .map((m) => m.id);
        if (recipientIds.length === 0) return;
        const { currency } = await platform.family.get(caller);
        await platform.alerts.raise(caller, {
          dedupeKey: reminder.dedupeKey,
          recipientIds,
          ...wordedAlert(reminder.title, reminder.describe(currency)),
          target: reminder.target,
          showFrom: reminder.showFrom.toISOString(),
        });
      } catch (err) {
        log.warn({ err, dedupeKey: reminder.dedupeKey }, 'could not raise a money reminder');
      }
    },
    async clear(caller, target) {
      try {
        await platform.alerts.clear(caller, { target });
      } catch (err) {
        log.warn({ err, target }, 'could not clear a money reminder');
      }
    },
  };
}

/** The moment a reminder shows: `days` before the due date, at midnight UTC. */
export function reminderShowFrom(dueDate: string, days: number): Date {
  const at = new Date(`${dueDate}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
}

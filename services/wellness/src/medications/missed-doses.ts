import {
  MISSED_DOSE_AFTER_MINUTES,
  isMedicationDue,
  messageRef,
  phrase,
  timeOfDayClock,
  timeOfDayLabels,
  wordedAlert,
} from '@familyhub/contracts';
import { logger, type PlatformClients, type FamilyMembers } from '@familyhub/server-kit';
import type { WellnessAlerts } from '../clients/platform';
import { caregiversOf, memberParam } from '../shared/access';
import { instantOf, localDate } from '@familyhub/server-kit';
import type { MedicationsRepository } from './medications.repository';
import { missedDoseKey } from './medications.service';

export interface MissedDoseDeps {
  medications: MedicationsRepository;
  members: FamilyMembers;
  alerts: WellnessAlerts;
  forFamily: PlatformClients['forFamily'];
}

/**
 * A dose due and not logged 30 minutes after its slot raises an alert for the person's caregivers (the family's
 * admins and parents, and the person). Normal priority, so the platform holds it through a recipient's quiet
 * hours (read on the medication's clock); it expires at the end of the dose's day and is cleared when the dose is
 * logged. Raising is idempotent per dose, so the job may run as often as it likes.
 */
export function missedDoseAlerts({ medications, members, alerts, forFamily }: MissedDoseDeps) {
  const raised = new Set<string>();

  return async function raiseMissedDoses(now: Date): Promise<number> {
    let count = 0;
    if (raised.size > 100_000) raised.clear(); // keys of past days; planning dedupes anyway
    for (const familyId of await medications.familiesWithActiveMedications()) {
      const job = forFamily(familyId);
      const rows = (await medications.list(familyId, { limit: 10_000 })).filter(
        (m) => m.isActive && m.frequency !== 'as_needed',
      );
      const missed: { key: string; raise: () => Promise<unknown> }[] = [];
      let family: Awaited<ReturnType<FamilyMembers['list']>> | undefined;
      for (const medication of rows) {
        const date = localDate(now, medication.timeZone);
        if (!isMedicationDue(medication, date)) continue;
        const logs = await medications.logsOn(familyId, date, [medication.id]);
        for (const slot of medication.timeOfDay) {
          if (logs.some((log) => log.timeOfDay === slot)) continue;
          const dueAt = instantOf(date, timeOfDayClock[slot], medication.timeZone);
          const alertAt = new Date(dueAt.getTime() + MISSED_DOSE_AFTER_MINUTES * 60_000);
          const key = missedDoseKey(medication.id, date, slot);
          if (now < alertAt || raised.has(key)) continue;
          missed.push({
            key,
            raise: async () => {
              family ??= await members.list(job);
              const recipients = caregiversOf(family, medication.userId);
              if (recipients.length === 0) return;
              const endOfDay = instantOf(date, '23:59', medication.timeZone);
              await alerts.raise(job, {
                dedupeKey: key,
                recipientIds: recipients,
                priority: 'normal',
                // Worded (issue #35): in each caregiver's language; the medication's and member's names as typed.
                ...wordedAlert(
                  messageRef('{medication}: dose not logged', { medication: medication.name }),
                  messageRef('{slot} dose for {name} was due at {time}.', {
                    slot: phrase(timeOfDayLabels[slot]),
                    name: memberParam(family, medication.userId),
                    time: timeOfDayClock[slot],
                  }),
                ),
                target: { type: 'medication', id: medication.id },
                showFrom: alertAt.toISOString(),
                expiresAt: new Date(endOfDay.getTime() + 60_000).toISOString(),
                timeZone: medication.timeZone,
              });
            },
          });
        }
      }
      for (const { key, raise } of missed) {
        try {
          await raise();
          raised.add(key);
          count += 1;
        } catch (err) {
          logger.child({ service: 'wellness' }).warn({ err, key }, 'could not raise a missed-dose alert');
        }
      }
    }
    return count;
  };
}

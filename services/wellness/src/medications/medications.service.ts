import {
  canOrganise,
  DEFAULT_AS_NEEDED_INTERVAL_HOURS,
  doseSlotsOf,
  errorCodes,
  FUTURE_DOSE_DAY_MESSAGE,
  FUTURE_DOSE_TIME_MESSAGE,
  isMedicationDue,
  LATE_DOSE_LOG_HOURS,
  LATE_DOSE_LOG_MESSAGE,
  medicationScheduleIssues,
  medicationStatusOf,
  messageRef,
  phrase,
  timeOfDayLabels,
  wordedAlert,
  type createMedicationBody,
  type createMedicationLogBody,
  type Dose,
  type Medication,
  type MedicationDay,
  type MedicationLog,
  type medicationDayQuery,
  type medicationListQuery,
  type medicationLogListQuery,
  type LiveTopic,
  type updateMedicationBody,
  type Page,
} from '@familyhub/contracts';
import {
  badRequest,
  forbidden,
  HttpError,
  logger,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { WellnessAlerts } from '../clients/platform';
import {
  assertReadable,
  caregiversOf,
  memberOf,
  memberParam,
  nameOf,
  readableUserIds,
} from '../shared/access';
import { byId, idOf } from '../shared/paging';
import { localDate, localTime } from '@familyhub/server-kit';
import type { MedicationLogRow, MedicationRow } from './medications.table';
import type { MedicationsRepository } from './medications.repository';

type CreateMedication = z.output<typeof createMedicationBody>;
type UpdateMedication = z.output<typeof updateMedicationBody>;
type CreateLog = z.output<typeof createMedicationLogBody>;

export const MEDICATIONS_TOPIC = 'medications' satisfies LiveTopic<'wellness'>;
export const MEDICATION_LOGS_TOPIC = 'medication-logs' satisfies LiveTopic<'wellness'>;
const HOUR_MS = 3_600_000;

export function toMedication(row: MedicationRow): Medication {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    dosage: row.dosage,
    frequency: row.frequency,
    timeOfDay: row.timeOfDay,
    daysOfWeek: row.daysOfWeek,
    startDate: row.startDate,
    endDate: row.endDate,
    instructions: row.instructions,
    isActive: row.isActive,
    minIntervalHours: row.minIntervalHours,
    timeZone: row.timeZone,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMedicationLog(row: MedicationLogRow, userId: number): MedicationLog {
  return {
    id: row.id,
    medicationId: row.medicationId,
    userId,
    date: row.doseDate,
    timeOfDay: row.timeOfDay,
    takenAt: row.takenAt.toISOString(),
    takenByUserId: row.takenByUserId,
    skipped: row.skipped,
    notes: row.notes,
  };
}

/** The dose key of the missed-dose alert (one per medication, day and slot). */
export const missedDoseKey = (medicationId: number, date: string, slot: string) =>
  `dose-missed:${medicationId}:${date}:${slot}`;

const medicationNotFound = () => notFound('Medication');
const mayManage = (caller: Caller) => {
  if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can manage medications');
};

export interface MedicationsServiceDeps {
  medications: MedicationsRepository;
  members: FamilyMembers;
  alerts: WellnessAlerts;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
  now: () => Date;
}

/**
 * Medications and the family's one shared dose log (spec 001 §2–§4, issue #12). Admins and parents are the
 * caregivers: they manage everyone's medications and log anyone's dose. A child sees and logs only their own.
 * Every caregiver logs into the same log, and the double-dose guard refuses a second log of a dose.
 */
export function createMedicationsService({
  medications,
  members,
  alerts,
  live,
  now,
}: MedicationsServiceDeps) {
  async function readable(caller: Caller, id: number): Promise<MedicationRow> {
    const row = await medications.find(caller.familyId, id);
    if (!row) throw medicationNotFound();
    assertReadable(caller, row.userId, 'Medication');
    return row;
  }

  function changed(caller: Caller, ...topics: LiveTopic<'wellness'>[]) {
    for (const topic of topics) live.publish(caller.familyId, topic);
  }

  function dayOf(row: MedicationRow, date: string, logs: MedicationLogRow[]): MedicationDay {
    const mine = logs.filter((log) => log.medicationId === row.id);
    const doses: Dose[] =
      row.frequency === 'as_needed'
        ? [{ timeOfDay: null, log: mine.length ? toMedicationLog(mine[mine.length - 1], row.userId) : null }]
        : doseSlotsOf(row).map((slot) => {
            const log = mine.find((l) => l.timeOfDay === slot);
            return { timeOfDay: slot, log: log ? toMedicationLog(log, row.userId) : null };
          });
    const lastTaken = [...mine].reverse().find((log) => !log.skipped);
    const interval = (row.minIntervalHours ?? 0) * HOUR_MS;
    const nextAllowed =
      row.frequency === 'as_needed' && lastTaken ? new Date(lastTaken.takenAt.getTime() + interval) : null;
    return {
      medication: toMedication(row),
      due: isMedicationDue(row, date),
      status: medicationStatusOf(row, date, doses),
      doses,
      nextAllowedAt: nextAllowed && nextAllowed > now() ? nextAllowed.toISOString() : null,
    };
  }

  return {
    async list(caller: Caller, query: z.output<typeof medicationListQuery>): Promise<Page<Medication>> {
      const rows = await medications.list(caller.familyId, {
        userIds: readableUserIds(caller, query.userId),
        afterId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      return mapPage(byId.page(rows, query.limit, idOf), toMedication);
    },

    /** Each medication with its status and doses on a day (001 §4): the Medications tab's cards and table. */
    async day(caller: Caller, query: z.output<typeof medicationDayQuery>): Promise<Page<MedicationDay>> {
      const rows = await medications.list(caller.familyId, {
        userIds: readableUserIds(caller, query.userId),
        afterId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const date = query.date ?? localDate(now(), 'UTC');
      const logs = await medications.logsOn(
        caller.familyId,
        date,
        page.map((row) => row.id),
      );
      return mapPage(byId.page(rows, query.limit, idOf), (row) => dayOf(row, date, logs));
    },

    async get(caller: Caller, id: number): Promise<Medication> {
      return toMedication(await readable(caller, id));
    },

    async create(caller: Caller, body: CreateMedication): Promise<Medication> {
      mayManage(caller);
      memberOf(await members.list(caller), body.userId);
      const row = await medications.insert(caller.familyId, {
        userId: body.userId,
        name: body.name,
        dosage: body.dosage ?? null,
        frequency: body.frequency,
        timeOfDay: body.timeOfDay,
        daysOfWeek: body.daysOfWeek,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        instructions: body.instructions ?? null,
        isActive: true,
        minIntervalHours: body.frequency === 'as_needed' ? (body.minIntervalHours ?? DEFAULT_INTERVAL) : null,
        timeZone: body.timeZone,
        createdById: caller.userId,
      });
      changed(caller, MEDICATIONS_TOPIC);
      return toMedication(row);
    },

    async update(caller: Caller, id: number, changes: UpdateMedication): Promise<Medication> {
      const existing = await readable(caller, id);
      mayManage(caller);
      if (changes.userId !== undefined && changes.userId !== existing.userId)
        memberOf(await members.list(caller), changes.userId);
      const merged = { ...existing, ...changes };
      const issue = medicationScheduleIssues(merged)[0];
      if (issue) throw new HttpError(400, errorCodes.validation, issue.message, [{ path: [issue.path] }]);
      const asNeeded = merged.frequency === 'as_needed';
      const row = await medications.update(caller.familyId, id, {
        ...changes,
        minIntervalHours: asNeeded ? (merged.minIntervalHours ?? DEFAULT_INTERVAL) : null,
      });
      if (!row) throw medicationNotFound();
      changed(caller, MEDICATIONS_TOPIC);
      return toMedication(row);
    },

    /** Deletes the medication with all its logs (001 §7) and its open missed-dose alerts. */
    async remove(caller: Caller, id: number): Promise<void> {
      await readable(caller, id);
      mayManage(caller);
      if (!(await medications.remove(caller.familyId, id))) throw medicationNotFound();
      changed(caller, MEDICATIONS_TOPIC, MEDICATION_LOGS_TOPIC);
      clearAlerts(caller, { dedupeKeyPrefix: `dose-missed:${id}:` });
    },

    /**
     * Logs a dose taken or skipped, for any caregiver (a child: their own). A dose already logged — by anyone,
     * from any tab or device — is refused with 409 naming who logged it and when.
     */
    async log(caller: Caller, body: CreateLog): Promise<MedicationLog> {
      const medication = await readable(caller, body.medicationId);
      const { date, takenAt } = doseMoment(body, medication.timeZone, now());
      let slot: MedicationLogRow['timeOfDay'] = null;
      if (medication.frequency !== 'as_needed') {
        if (body.timeOfDay) {
          if (!medication.timeOfDay.includes(body.timeOfDay))
            throw badRequest(`This medication has no ${timeOfDayLabels[body.timeOfDay].toLowerCase()} dose`);
          slot = body.timeOfDay;
        } else if (medication.timeOfDay.length === 1) {
          slot = medication.timeOfDay[0];
        } else {
          throw badRequest('Choose which dose this is (the time of day)');
        }
        if (!isMedicationDue(medication, date)) throw badRequest('This medication is not due on that day');
      } else if (!medication.isActive || !isMedicationDue(medication, date)) {
        throw badRequest('This medication is not due on that day');
      }
      const result = await medications.logDose(
        caller.familyId,
        {
          medicationId: medication.id,
          doseDate: date,
          timeOfDay: slot,
          takenAt,
          takenByUserId: caller.userId,
          skipped: body.skipped,
          notes: body.notes ?? null,
        },
        medication.frequency === 'as_needed' ? (medication.minIntervalHours ?? 0) * HOUR_MS : null,
      );
      if ('refused' in result) {
        const log = result.refused;
        const who = nameOf(await members.list(caller), log.takenByUserId);
        const at = localTime(log.takenAt, medication.timeZone);
        const message = log.skipped
          ? `Already marked as skipped by ${who} at ${at}`
          : medication.frequency === 'as_needed'
            ? `Already given by ${who} at ${at}; the next dose is allowed from ${localTime(
                new Date(log.takenAt.getTime() + (medication.minIntervalHours ?? 0) * HOUR_MS),
                medication.timeZone,
              )}`
            : `Already given by ${who} at ${at}`;
        throw new HttpError(409, errorCodes.conflict, message, {
          log: toMedicationLog(log, medication.userId),
          takenByName: who,
        });
      }
      changed(caller, MEDICATION_LOGS_TOPIC, MEDICATIONS_TOPIC);
      if (slot) clearAlerts(caller, { dedupeKey: missedDoseKey(medication.id, date, slot) });
      if (!body.skipped) void tellOtherCaregivers(caller, medication, date, slot, takenAt);
      return toMedicationLog(result, medication.userId);
    },

    async listLogs(
      caller: Caller,
      query: z.output<typeof medicationLogListQuery>,
    ): Promise<Page<MedicationLog>> {
      const rows = await medications.listLogs(caller.familyId, {
        userIds: readableUserIds(caller, query.userId),
        medicationId: query.medicationId,
        from: query.from,
        to: query.to,
        beforeId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      return mapPage(byId.page(rows, query.limit, idOf), (row) => toMedicationLog(row, row.userId));
    },

    /** Undoes a log (logged by mistake): a caregiver, or whoever logged it. */
    async removeLog(caller: Caller, id: number): Promise<void> {
      const log = await medications.findLog(caller.familyId, id);
      if (!log) throw notFound('Medication log');
      await readable(caller, log.medicationId).catch(() => {
        throw notFound('Medication log');
      });
      if (!canOrganise(caller.role) && log.takenByUserId !== caller.userId)
        throw forbidden('Only parents, admins and whoever logged a dose can undo it');
      if (!(await medications.removeLog(caller.familyId, id))) throw notFound('Medication log');
      changed(caller, MEDICATION_LOGS_TOPIC, MEDICATIONS_TOPIC);
    },
  };

  /**
   * A dose given by someone else when you were about to (issue #30): the other caregivers hear at once, urgently, so
   * nobody gives it twice. Never fails the log.
   */
  async function tellOtherCaregivers(
    caller: Caller,
    medication: MedicationRow,
    date: string,
    slot: MedicationLogRow['timeOfDay'],
    takenAt: Date,
  ) {
    try {
      const family = await members.list(caller);
      const others = caregiversOf(family, medication.userId).filter((id) => id !== caller.userId);
      if (others.length === 0) return;
      const at = { instant: takenAt.toISOString(), timeZone: medication.timeZone, show: 'time' as const };
      await alerts.raise(caller, {
        dedupeKey: `dose-given:${medication.id}:${date}:${slot ?? takenAt.toISOString()}`,
        recipientIds: others,
        priority: 'urgent',
        // Worded (issue #35): in each caregiver's language; names as typed, the time written their way.
        ...wordedAlert(
          messageRef('{giver} gave {patient} {medication}', {
            giver: memberParam(family, caller.userId),
            patient: memberParam(family, medication.userId),
            medication: medication.name,
          }),
          slot
            ? messageRef('{slot} dose, at {time}: no need to give it again.', {
                slot: phrase(timeOfDayLabels[slot]),
                time: at,
              })
            : messageRef('The dose, at {time}: no need to give it again.', { time: at }),
        ),
        target: { type: 'medication', id: medication.id },
        expiresAt: new Date(takenAt.getTime() + 6 * HOUR_MS).toISOString(),
        timeZone: medication.timeZone,
      });
    } catch (err) {
      logger.child({ service: 'wellness' }).warn({ err }, 'could not tell the other caregivers of a dose');
    }
  }

  function clearAlerts(caller: Caller, which: Parameters<WellnessAlerts['clear']>[1]) {
    // An alert that outlives its dose is a nuisance, not a failure of the log: note it and go on.
    alerts.clear(caller, which).catch((err: unknown) => {
      logger.child({ service: 'wellness' }).warn({ err }, 'could not clear missed-dose alerts');
    });
  }
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;

const DEFAULT_INTERVAL = DEFAULT_AS_NEEDED_INTERVAL_HOURS;
/** A caller's clock a little ahead of ours is not a dose in the future: up to this much is read as now. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The day and time of a dose, decided here rather than by the caller's clock: never in the future, and at most
 * LATE_DOSE_LOG_HOURS late (the day on the medication's clock), so no dose can be ticked off ahead of time.
 */
export function doseMoment(
  body: Pick<CreateLog, 'date' | 'takenAt'>,
  timeZone: string,
  current: Date,
): { date: string; takenAt: Date } {
  const earliest = new Date(current.getTime() - LATE_DOSE_LOG_HOURS * HOUR_MS);
  let takenAt = current;
  if (body.takenAt) {
    const said = new Date(body.takenAt);
    if (said.getTime() > current.getTime() + CLOCK_SKEW_MS) throw badRequest(FUTURE_DOSE_TIME_MESSAGE);
    if (said < earliest) throw badRequest(LATE_DOSE_LOG_MESSAGE);
    if (said < current) takenAt = said;
  }
  const date = body.date ?? localDate(takenAt, timeZone);
  if (date > localDate(current, timeZone)) throw badRequest(FUTURE_DOSE_DAY_MESSAGE);
  if (date < localDate(earliest, timeZone)) throw badRequest(LATE_DOSE_LOG_MESSAGE);
  return { date, takenAt };
}

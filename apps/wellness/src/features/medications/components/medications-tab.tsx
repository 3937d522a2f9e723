import { useState } from 'react';
import { PillIcon, PlusIcon } from 'lucide-react';
import { type Dose, type Medication, type MedicationDay, type MedicationStatus } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  ItemActions,
  Skeleton,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { errorMessage, type Members } from '@familyhub/api-client';
import { longDateLabel, timeOfInstant } from '../../shared/dates';
import { healthFailed, healthSaved } from '../../shared/health-toasts';
import { sharedMessages } from '../../shared/messages';
import { useDeleteMedication, useMedicationDay } from '../api/medications-api';
import { medicationsMessages } from '../messages';
import type { DoseToLog } from './log-medication-dialog';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const LogMedicationDialog = lazyDialog(
  () => import('./log-medication-dialog').then((m) => m.LogMedicationDialog),
  ({ dose, onClose }) => ({ open: dose !== null, close: onClose }),
);
const MedicationFormDialog = lazyDialog(() =>
  import('./medication-form-dialog').then((m) => m.MedicationFormDialog),
);

export interface MedicationsTabProps {
  today: string;
  /** The member filter: one member, or undefined for all. */
  userId?: number;
  members: Members;
}

const statusVariant: Record<MedicationStatus, 'warning' | 'success' | 'outline'> = {
  due: 'warning',
  taken: 'success',
  skipped: 'outline',
  not_due: 'outline',
};

type Words = typeof medicationsMessages.t;
type SharedWords = typeof sharedMessages.t;

function scheduleOf(m: Medication, t: Words, words: SharedWords): string {
  const frequency = words('frequency', { frequency: m.frequency });
  if (m.frequency === 'as_needed')
    return t('schedule.asNeeded', { frequency, hours: m.minIntervalHours ?? 0 });
  const times = m.timeOfDay.map((time) => words('timeOfDay', { time })).join(', ');
  return m.frequency === 'weekly' || m.frequency === 'biweekly'
    ? t('schedule.timesOn', {
        frequency,
        times,
        days: m.daysOfWeek.map((day) => words('weekday', { day })).join(', '),
      })
    : t('schedule.times', { frequency, times });
}

function dateRangeOf(m: Medication, t: Words): string {
  return m.endDate
    ? t('range.between', { from: longDateLabel(m.startDate), to: longDateLabel(m.endDate) })
    : t('range.from', { from: longDateLabel(m.startDate) });
}

/** The Medications tab (001 §2): today's cards with Log Medication, and the all-medications table. */
export function MedicationsTab({ today, userId, members }: MedicationsTabProps) {
  const t = useMessages(medicationsMessages);
  const words = useMessages(sharedMessages);
  const query = useMedicationDay(today, userId);
  const remove = useDeleteMedication();
  const [editing, setEditing] = useState<Medication | 'new' | null>(null);
  const [logging, setLogging] = useState<DoseToLog | null>(null);
  const days = query.data?.pages.flatMap((p) => p.items) ?? [];
  const todays = days.filter((d) => d.status !== 'not_due');
  const caregiver = members.organiser;

  const deleteMedication = async (m: Medication) => {
    try {
      await remove.mutateAsync(m.id);
      healthSaved(t('toast.deleted'));
    } catch (error) {
      healthFailed('deleteMedication', error);
    }
  };

  const doseLabel = (dose: Dose) => {
    if (!dose.log) return null;
    const who = members.nameOf(dose.log.takenByUserId);
    const time = timeOfInstant(dose.log.takenAt);
    return dose.log.skipped ? t('dose.skipped', { name: who, time }) : t('dose.given', { name: who, time });
  };
  /** The dose's log and when the next may be given (as-needed medications). */
  const nextLabel = (dose: Dose, nextAllowedAt: string) => {
    const next = timeOfInstant(nextAllowedAt);
    if (!dose.log) return t('dose.nextOnly', { next });
    const who = members.nameOf(dose.log.takenByUserId);
    const time = timeOfInstant(dose.log.takenAt);
    return dose.log.skipped
      ? t('dose.skippedNext', { name: who, time, next })
      : t('dose.givenNext', { name: who, time, next });
  };

  const logButton = (day: MedicationDay, dose: Dose) => (
    <Button size="sm" onClick={() => setLogging({ day, timeOfDay: dose.timeOfDay, date: today })}>
      {t('log.title')}
      {dose.timeOfDay ? (
        <span className="sr-only">
          {' '}
          {t('log.forTime', { time: words('timeOfDay', { time: dose.timeOfDay }) })}
        </span>
      ) : null}
    </Button>
  );

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retryLabel={words('retry')}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {caregiver ? (
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden /> {t('add')}
          </Button>
        </div>
      ) : null}

      {days.length === 0 ? (
        <EmptyState
          icon={<PillIcon />}
          title={t('empty.title')}
          description={caregiver ? t('empty.caregiver') : t('empty.child')}
        />
      ) : (
        <>
          <section aria-labelledby="todays-medications" className="grid gap-3">
            <h2 id="todays-medications" className="text-lg font-semibold">
              {t('today.title')}
            </h2>
            {todays.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('today.none')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {todays.map((day) => (
                  <li key={day.medication.id}>
                    <Card role="region" aria-label={t('today.card', { name: day.medication.name })}>
                      <CardHeader className="flex-row items-start justify-between gap-2">
                        <div>
                          <CardTitle>{day.medication.name}</CardTitle>
                          <p className="text-sm text-muted-foreground">
                            {[day.medication.dosage, members.nameOf(day.medication.userId)]
                              .filter(Boolean)
                              .join(' · ')}
                          </p>
                        </div>
                        <Badge variant={statusVariant[day.status]}>
                          {words('status', { status: day.status })}
                        </Badge>
                      </CardHeader>
                      <CardContent className="grid gap-2">
                        {day.medication.instructions ? (
                          <p className="text-sm">{day.medication.instructions}</p>
                        ) : null}
                        <ul className="grid gap-2">
                          {day.doses.map((dose) => (
                            <li
                              key={dose.timeOfDay ?? 'as-needed'}
                              className="flex items-center justify-between gap-2 text-sm"
                            >
                              <span>
                                {dose.timeOfDay
                                  ? words('timeOfDay', { time: dose.timeOfDay })
                                  : t('dose.asNeeded')}
                              </span>
                              {dose.log && day.medication.frequency !== 'as_needed' ? (
                                <span className="text-muted-foreground">{doseLabel(dose)}</span>
                              ) : day.nextAllowedAt ? (
                                <span className="text-muted-foreground">
                                  {nextLabel(dose, day.nextAllowedAt)}
                                </span>
                              ) : (
                                logButton(day, dose)
                              )}
                            </li>
                          ))}
                        </ul>
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="all-medications" className="grid gap-3">
            <h2 id="all-medications" className="text-lg font-semibold">
              {t('all.title')}
            </h2>
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-start">
                  <tr>
                    <th className="p-2">{t('table.medication')}</th>
                    {userId === undefined ? <th className="p-2">{t('table.person')}</th> : null}
                    <th className="p-2">{t('table.schedule')}</th>
                    <th className="p-2">{t('table.dateRange')}</th>
                    <th className="p-2">{t('table.status')}</th>
                    <th className="p-2">{t('table.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => {
                    const m = day.medication;
                    const open = day.doses.find((d) => !d.log);
                    return (
                      <tr key={m.id} className="border-t border-border">
                        <td className="p-2">
                          <span className="font-medium">{m.name}</span>
                          {m.dosage ? <span className="text-muted-foreground"> {m.dosage}</span> : null}
                          {!m.isActive ? (
                            <Badge variant="outline" className="ms-2">
                              {t('inactive')}
                            </Badge>
                          ) : null}
                        </td>
                        {userId === undefined ? <td className="p-2">{members.nameOf(m.userId)}</td> : null}
                        <td className="p-2">{scheduleOf(m, t, words)}</td>
                        <td className="p-2">{dateRangeOf(m, t)}</td>
                        <td className="p-2">{words('status', { status: day.status })}</td>
                        <td className="p-2">
                          <div className="flex items-center gap-1">
                            {day.due &&
                            open &&
                            !day.nextAllowedAt &&
                            (day.status === 'due' || m.frequency === 'as_needed')
                              ? logButton(day, open)
                              : null}
                            {caregiver ? (
                              <ItemActions
                                itemLabel={m.name}
                                onEdit={() => setEditing(m)}
                                onDelete={() => void deleteMedication(m)}
                                confirmTitle={t('confirm.delete.title', { name: m.name })}
                                confirmDescription={t('confirm.delete.body')}
                              />
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {query.hasNextPage ? (
              <Button variant="outline" onClick={() => void query.fetchNextPage()}>
                {t('showMore')}
              </Button>
            ) : null}
          </section>
        </>
      )}

      <MedicationFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        members={members.visible}
        today={today}
        userId={userId}
        medication={editing === 'new' || editing === null ? undefined : editing}
      />
      <LogMedicationDialog dose={logging} onClose={() => setLogging(null)} />
    </div>
  );
}

import { useState } from 'react';
import { PillIcon, PlusIcon } from 'lucide-react';
import {
  medicationFrequencyLabels,
  medicationStatusLabels,
  timeOfDayLabels,
  weekdayLabels,
  type Dose,
  type Medication,
  type MedicationDay,
  type MedicationStatus,
} from '@familyhub/contracts';
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
} from '@familyhub/ui';
import { errorMessage, type Members } from '@familyhub/api-client';
import { longDateLabel, timeOfInstant } from '../../shared/dates';
import { healthFailed, healthSaved } from '../../shared/health-toasts';
import { useDeleteMedication, useMedicationDay } from '../api/medications-api';
import { LogMedicationDialog, type DoseToLog } from './log-medication-dialog';
import { MedicationFormDialog } from './medication-form-dialog';

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

function scheduleOf(m: Medication): string {
  const frequency = medicationFrequencyLabels[m.frequency];
  if (m.frequency === 'as_needed') return `${frequency}, at least ${m.minIntervalHours ?? 0} h apart`;
  const times = m.timeOfDay.map((t) => timeOfDayLabels[t]).join(', ');
  const days =
    m.frequency === 'weekly' || m.frequency === 'biweekly'
      ? ` on ${m.daysOfWeek.map((d) => weekdayLabels[d]).join(', ')}`
      : '';
  return `${frequency}: ${times}${days}`;
}

function dateRangeOf(m: Medication): string {
  return m.endDate
    ? `${longDateLabel(m.startDate)} – ${longDateLabel(m.endDate)}`
    : `From ${longDateLabel(m.startDate)}`;
}

/** The Medications tab (001 §2): today's cards with Log Medication, and the all-medications table. */
export function MedicationsTab({ today, userId, members }: MedicationsTabProps) {
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
      healthSaved('Medication Deleted');
    } catch (error) {
      healthFailed('deleteMedication', error);
    }
  };

  const doseLabel = (dose: Dose) => {
    if (!dose.log) return null;
    const who = members.nameOf(dose.log.takenByUserId);
    return dose.log.skipped
      ? `Skipped by ${who} at ${timeOfInstant(dose.log.takenAt)}`
      : `Given by ${who} at ${timeOfInstant(dose.log.takenAt)}`;
  };

  const logButton = (day: MedicationDay, dose: Dose) => (
    <Button size="sm" onClick={() => setLogging({ day, timeOfDay: dose.timeOfDay, date: today })}>
      Log Medication
      {dose.timeOfDay ? <span className="sr-only"> ({timeOfDayLabels[dose.timeOfDay]})</span> : null}
    </Button>
  );

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading medications" className="grid gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        title="Could not load medications"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {caregiver ? (
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden /> Add Medication
          </Button>
        </div>
      ) : null}

      {days.length === 0 ? (
        <EmptyState
          icon={<PillIcon />}
          title="No Medications Added"
          description={
            caregiver
              ? 'Add a medication and everyone caring for this person logs its doses in one shared log.'
              : 'Your parents add your medications here.'
          }
        />
      ) : (
        <>
          <section aria-labelledby="todays-medications" className="grid gap-3">
            <h2 id="todays-medications" className="text-lg font-semibold">
              Today&apos;s Medications
            </h2>
            {todays.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing is due today.</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {todays.map((day) => (
                  <li key={day.medication.id}>
                    <Card role="region" aria-label={`${day.medication.name} today`}>
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
                          {medicationStatusLabels[day.status]}
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
                              <span>{dose.timeOfDay ? timeOfDayLabels[dose.timeOfDay] : 'As needed'}</span>
                              {dose.log && day.medication.frequency !== 'as_needed' ? (
                                <span className="text-muted-foreground">{doseLabel(dose)}</span>
                              ) : day.nextAllowedAt ? (
                                <span className="text-muted-foreground">
                                  {doseLabel(dose)}; next from {timeOfInstant(day.nextAllowedAt)}
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
              All Medications
            </h2>
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    <th className="p-2">Medication</th>
                    {userId === undefined ? <th className="p-2">Person</th> : null}
                    <th className="p-2">Schedule</th>
                    <th className="p-2">Date range</th>
                    <th className="p-2">Status</th>
                    <th className="p-2">Actions</th>
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
                            <Badge variant="outline" className="ml-2">
                              Inactive
                            </Badge>
                          ) : null}
                        </td>
                        {userId === undefined ? <td className="p-2">{members.nameOf(m.userId)}</td> : null}
                        <td className="p-2">{scheduleOf(m)}</td>
                        <td className="p-2">{dateRangeOf(m)}</td>
                        <td className="p-2">{medicationStatusLabels[day.status]}</td>
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
                                confirmTitle={`Delete ${m.name}?`}
                                confirmDescription="All its logs are also deleted. This cannot be undone."
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
                Show more medications
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

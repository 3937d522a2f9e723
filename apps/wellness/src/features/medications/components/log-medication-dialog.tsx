import { useForm } from 'react-hook-form';
import { timeOfDayLabels, type MedicationDay, type TimeOfDay } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Select, Textarea } from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import { healthFailed } from '../../shared/health-toasts';
import { useLogMedication } from '../api/medications-api';

export interface DoseToLog {
  day: MedicationDay;
  timeOfDay: TimeOfDay | null;
  date: string;
}

interface LogValues {
  outcome: 'taken' | 'skipped';
  notes: string;
}

/** The log dialog (001 §2): taken or skipped, with notes, for one dose. */
export function LogMedicationDialog({ dose, onClose }: { dose: DoseToLog | null; onClose: () => void }) {
  return (
    <FormDialog
      open={dose !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Log Medication"
      description={
        dose
          ? `${dose.day.medication.name}${dose.timeOfDay ? ` — ${timeOfDayLabels[dose.timeOfDay]}` : ''}`
          : undefined
      }
    >
      {dose ? (
        <LogForm key={`${dose.day.medication.id}-${dose.timeOfDay}`} dose={dose} onDone={onClose} />
      ) : null}
    </FormDialog>
  );
}

function LogForm({ dose, onDone }: { dose: DoseToLog; onDone: () => void }) {
  const form = useForm<LogValues>({ defaultValues: { outcome: 'taken', notes: '' } });
  const { register } = form;
  const save = useSaveForm(form, useLogMedication(), {
    variables: (values) => ({
      medicationId: dose.day.medication.id,
      timeOfDay: dose.timeOfDay ?? undefined,
      date: dose.date,
      skipped: values.outcome === 'skipped',
      notes: values.notes.trim() === '' ? null : values.notes,
    }),
    saved: (_log, values) => (values.outcome === 'skipped' ? 'Medication Skipped' : 'Medication Taken'),
    failed: (error) => healthFailed('logMedication', error),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="log-outcome" label="Dose">
        {(field) => (
          <Select {...field} {...register('outcome')}>
            <option value="taken">Taken</option>
            <option value="skipped">Skipped</option>
          </Select>
        )}
      </FormField>
      <FormField id="log-notes" label="Notes">
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} submitLabel="Log" />
    </form>
  );
}

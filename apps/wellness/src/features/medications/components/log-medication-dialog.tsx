import { useForm } from 'react-hook-form';
import type { MedicationDay, TimeOfDay } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Select, Textarea } from '@familyhub/ui';
import { useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { healthFailed } from '../../shared/health-toasts';
import { sharedMessages } from '../../shared/messages';
import { useLogMedication } from '../api/medications-api';
import { medicationsMessages } from '../messages';

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
  const t = useMessages(medicationsMessages);
  const words = useMessages(sharedMessages);
  return (
    <FormDialog
      open={dose !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('log.title')}
      description={
        dose
          ? dose.timeOfDay
            ? t('log.description', {
                name: dose.day.medication.name,
                time: words('timeOfDay', { time: dose.timeOfDay }),
              })
            : dose.day.medication.name
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
  const t = useMessages(medicationsMessages);
  const words = useMessages(sharedMessages);
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
    saved: (_log, values) => (values.outcome === 'skipped' ? t('toast.skipped') : t('toast.taken')),
    failed: (error) => healthFailed('logMedication', error),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="log-outcome" label={t('log.dose')}>
        {(field) => (
          <Select {...field} {...register('outcome')}>
            <option value="taken">{t('log.taken')}</option>
            <option value="skipped">{t('log.skipped')}</option>
          </Select>
        )}
      </FormField>
      <FormField id="log-notes" label={t('log.notes')}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={t('log.submit')}
        cancelLabel={words('form.cancel')}
      />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormField,
  Input,
  Textarea,
} from '@familyhub/ui';
import { createVacationBody, type CreateVacationBody, type Vacation } from '@familyhub/contracts';
import { useSaveVacation } from '../api/vacations-api';
import { serverMessage } from '../../shared/server-message';
import { fieldErrors, orNull } from './form-errors';

export interface VacationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vacation being edited; absent when planning a new one. */
  vacation?: Vacation;
  onSaved?: (vacation: Vacation) => void;
}

export function VacationFormDialog({ open, onOpenChange, vacation, onSaved }: VacationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{vacation ? 'Edit Vacation' : 'Plan Vacation'}</DialogTitle>
          <DialogDescription>
            {vacation ? 'Change this trip.' : 'Where is the family going, and when?'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <VacationForm
            key={vacation?.id ?? 'new'}
            vacation={vacation}
            onDone={(saved) => {
              if (saved) onSaved?.(saved);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function VacationForm({ vacation, onDone }: { vacation?: Vacation; onDone: (saved?: Vacation) => void }) {
  const save = useSaveVacation();
  const [values, setValues] = useState({
    title: vacation?.title ?? '',
    destination: vacation?.destination ?? '',
    startDate: vacation?.startDate ?? '',
    endDate: vacation?.endDate ?? '',
    description: vacation?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = createVacationBody.safeParse({
      title: values.title,
      destination: orNull(values.destination),
      startDate: values.startDate || undefined,
      endDate: values.endDate || undefined,
      description: orNull(values.description),
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    const body: CreateVacationBody = checked.data;
    setErrors({});
    setSaveError(null);
    try {
      onDone(await save.mutateAsync({ id: vacation?.id, body }));
    } catch (error) {
      setSaveError(serverMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormField id="vacation-title" label="Title" error={errors.title}>
        {(field) => <Input {...field} autoComplete="off" value={values.title} onChange={set('title')} />}
      </FormField>
      <FormField id="vacation-destination" label="Destination" error={errors.destination}>
        {(field) => (
          <Input {...field} autoComplete="off" value={values.destination} onChange={set('destination')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="vacation-start" label="Start date" error={errors.startDate}>
          {(field) => <Input {...field} type="date" value={values.startDate} onChange={set('startDate')} />}
        </FormField>
        <FormField id="vacation-end" label="End date" error={errors.endDate}>
          {(field) => <Input {...field} type="date" value={values.endDate} onChange={set('endDate')} />}
        </FormField>
      </div>
      <FormField id="vacation-description" label="Description" error={errors.description}>
        {(field) => <Textarea {...field} value={values.description} onChange={set('description')} />}
      </FormField>
      <FormDialogFooter error={saveError} onCancel={() => onDone()} pending={save.isPending} />
    </form>
  );
}

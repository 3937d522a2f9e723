import { useForm } from 'react-hook-form';
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
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { createVacationBody, type CreateVacationBody, type Vacation } from '@familyhub/contracts';
import { useSaveVacation } from '../api/vacations-api';
import { useMessages } from '@familyhub/ui/i18n';
import { vacationsMessages } from '../messages';
import { orNull } from './form-errors';

export interface VacationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vacation being edited; absent when planning a new one. */
  vacation?: Vacation;
  onSaved?: (vacation: Vacation) => void;
}

export function VacationFormDialog({ open, onOpenChange, vacation, onSaved }: VacationFormDialogProps) {
  const t = useMessages(vacationsMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{vacation ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>
            {vacation ? t('form.editDescription') : t('form.addDescription')}
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

/** What the form's controls hold: strings, as the DOM gives them. */
interface VacationFormValues {
  title: string;
  destination: string;
  startDate: string;
  endDate: string;
  description: string;
}

const valuesOf = (vacation: Vacation | undefined): VacationFormValues => ({
  title: vacation?.title ?? '',
  destination: vacation?.destination ?? '',
  startDate: vacation?.startDate ?? '',
  endDate: vacation?.endDate ?? '',
  description: vacation?.description ?? '',
});

/** Empty controls mean "none"; the contract then validates the body the server will see. */
const bodyOf = (values: VacationFormValues) => ({
  title: values.title,
  destination: orNull(values.destination),
  startDate: values.startDate || undefined,
  endDate: values.endDate || undefined,
  description: orNull(values.description),
});

const vacationFormResolver = contractResolver(createVacationBody, bodyOf);

function VacationForm({ vacation, onDone }: { vacation?: Vacation; onDone: (saved?: Vacation) => void }) {
  const t = useMessages(vacationsMessages);
  const form = useForm<VacationFormValues, unknown, CreateVacationBody>({
    resolver: vacationFormResolver,
    defaultValues: valuesOf(vacation),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveVacation(), {
    variables: (body) => ({ id: vacation?.id, body }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="vacation-title" label={t('form.title.label')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField
        id="vacation-destination"
        label={t('form.destination.label')}
        error={errors.destination?.message}
      >
        {(field) => <Input {...field} autoComplete="off" {...register('destination')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="vacation-start" label={t('form.startDate.label')} error={errors.startDate?.message}>
          {(field) => <Input {...field} type="date" {...register('startDate')} />}
        </FormField>
        <FormField id="vacation-end" label={t('form.endDate.label')} error={errors.endDate?.message}>
          {(field) => <Input {...field} type="date" {...register('endDate')} />}
        </FormField>
      </div>
      <FormField
        id="vacation-description"
        label={t('form.description.label')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={() => onDone()} pending={save.pending} />
    </form>
  );
}

import { errorMessage } from '@familyhub/api-client';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CalendarIcon, MapPinIcon, PlusIcon } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  FormField,
  Input,
  ItemActions,
  QueryList,
  Textarea,
  deleteWithToast,
} from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { createItineraryItemBody, type ItineraryItem } from '@familyhub/contracts';
import { useDeleteItineraryItem, useItinerary, useSaveItineraryItem } from '../api/vacations-api';
import { formatDay } from '../vacation-days';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { vacationsMessages } from '../messages';
import { orNull } from './form-errors';
import { useFormatPrice } from '../../shared/use-format-price';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: ItineraryItem };

/** The Itinerary sub-tab: what happens when and where, with costs and bookings (spec 000 §2 Vacations). */
export function ItineraryList({ vacationId, mayPlan }: { vacationId: number; mayPlan: boolean }) {
  const t = useMessages(vacationsMessages);
  const { locale } = useFormats();
  const formatPrice = useFormatPrice();
  const items = useItinerary(vacationId);
  const remove = useDeleteItineraryItem();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const deleteItem = async (item: ItineraryItem) => {
    await deleteWithToast(remove, item.id, {
      deleted: {
        title: t('itinerary.toast.deleted.title'),
        description: t('itinerary.toast.deleted.body', { title: item.title }),
      },
      failed: t('itinerary.toast.deleteFailed'),
    });
  };

  return (
    <div className="grid gap-4">
      {mayPlan ? (
        <Button className="w-fit" onClick={() => setDialog({ mode: 'add' })}>
          <PlusIcon aria-hidden />
          {t('itinerary.add')}
        </Button>
      ) : null}
      <QueryList
        query={items}
        loadingLabel={t('itinerary.loading')}
        errorTitle={t('itinerary.error')}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('itinerary.empty.title')} description={t('itinerary.empty.body')} />}
      >
        {(data) => (
          <ul aria-label={t('itinerary.label')} className="grid gap-2">
            {data.map((item) => (
              <li
                key={item.id}
                aria-label={item.title}
                className="flex items-start gap-3 rounded-md border border-border bg-card p-3"
              >
                <div className="grid min-w-0 flex-1 gap-1 text-sm">
                  <span className="font-medium break-words">{item.title}</span>
                  {item.date ? (
                    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                      <CalendarIcon aria-hidden className="size-4" />
                      {formatDay(item.date, locale)}
                    </span>
                  ) : null}
                  {item.location ? (
                    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                      <MapPinIcon aria-hidden className="size-4" />
                      {item.location}
                    </span>
                  ) : null}
                  {item.description ? <p className="break-words">{item.description}</p> : null}
                  {item.cost !== null ? (
                    <span>{t('itinerary.cost', { amount: formatPrice(item.cost) })}</span>
                  ) : null}
                  {item.bookingReference ? (
                    <span>{t('itinerary.booking', { reference: item.bookingReference })}</span>
                  ) : null}
                </div>
                <ItemActions
                  itemLabel={item.title}
                  onEdit={mayPlan ? () => setDialog({ mode: 'edit', item }) : undefined}
                  onDelete={mayPlan ? () => void deleteItem(item) : undefined}
                  confirmTitle={t('itinerary.confirmDelete.title')}
                  confirmDescription={t('itinerary.confirmDelete.body', { title: item.title })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      {mayPlan ? (
        <Dialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
        >
          <DialogContent className="max-h-[90vh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{dialog.mode === 'edit' ? t('itinerary.edit') : t('itinerary.add')}</DialogTitle>
              <DialogDescription>{t('itinerary.description')}</DialogDescription>
            </DialogHeader>
            {dialog.mode !== 'closed' ? (
              <ItineraryForm
                key={dialog.mode === 'edit' ? dialog.item.id : 'new'}
                vacationId={vacationId}
                item={dialog.mode === 'edit' ? dialog.item : undefined}
                onDone={() => setDialog({ mode: 'closed' })}
              />
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

/** What the form's controls hold: strings, as the DOM gives them. */
interface ItineraryFormValues {
  title: string;
  date: string;
  location: string;
  description: string;
  cost: string;
  bookingReference: string;
}

const valuesOf = (item: ItineraryItem | undefined): ItineraryFormValues => ({
  title: item?.title ?? '',
  date: item?.date ?? '',
  location: item?.location ?? '',
  description: item?.description ?? '',
  cost: item?.cost === null || item?.cost === undefined ? '' : String(item.cost),
  bookingReference: item?.bookingReference ?? '',
});

/** The body the server will see for a vacation (empty controls mean "none"); the contract checks it. */
const bodyOf = (vacationId: number) => (values: ItineraryFormValues) => ({
  vacationId,
  title: values.title,
  date: orNull(values.date),
  location: orNull(values.location),
  description: orNull(values.description),
  cost: values.cost.trim() === '' ? null : Number(values.cost),
  bookingReference: orNull(values.bookingReference),
});

type ItineraryBody = z.output<typeof createItineraryItemBody>;

function ItineraryForm({
  vacationId,
  item,
  onDone,
}: {
  vacationId: number;
  item?: ItineraryItem;
  onDone: () => void;
}) {
  const t = useMessages(vacationsMessages);
  const resolver = useMemo(() => contractResolver(createItineraryItemBody, bodyOf(vacationId)), [vacationId]);
  const form = useForm<ItineraryFormValues, unknown, ItineraryBody>({
    resolver,
    defaultValues: valuesOf(item),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveItineraryItem(), {
    variables: (body) => {
      if (!item) return { body };
      const { vacationId: _vacation, ...changes } = body;
      return { id: item.id, body: changes };
    },
    saved: item ? undefined : t('itinerary.toast.added'),
    failed: (error) =>
      item ? errorMessage(error) : t('itinerary.toast.addFailed', { reason: errorMessage(error) }),
    failedToast: t('toast.error'),
    onDone,
  });

  return (
    <EntityForm save={save} onCancel={onDone}>
      <FormField id="itinerary-title" label={t('itinerary.form.title.label')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="itinerary-date" label={t('itinerary.form.date.label')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <FormField
          id="itinerary-location"
          label={t('itinerary.form.location.label')}
          error={errors.location?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('location')} />}
        </FormField>
      </div>
      <FormField
        id="itinerary-description"
        label={t('itinerary.form.description.label')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="itinerary-cost" label={t('itinerary.form.cost.label')} error={errors.cost?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('cost')} />}
        </FormField>
        <FormField
          id="itinerary-booking"
          label={t('itinerary.form.booking.label')}
          error={errors.bookingReference?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('bookingReference')} />}
        </FormField>
      </div>
    </EntityForm>
  );
}

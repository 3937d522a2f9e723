import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CarIcon, MapPinIcon, PlusIcon, UserMinusIcon } from 'lucide-react';
import { useMembers, errorMessage } from '@familyhub/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  FieldError,
  Input,
  ItemActions,
  QueryList,
  Select,
  deleteWithToast,
} from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import { createCarpoolPassengerBody, type Carpool, type CarpoolPassenger } from '@familyhub/contracts';
import { ScheduleReadOnlyNote, useCanEditSchedule, useScheduleIsReadOnlyForParent } from '../../calendar';
import {
  useAddPassenger,
  useDeleteCarpool,
  useCarpools,
  useRemovePassenger,
} from '../api/guests-carpools-api';
import { type UpcomingEvent } from '../api/list-upcoming-events';
import { useMessages } from '@familyhub/ui/i18n';
import { guestsCarpoolsMessages } from '../messages';
import { CarpoolFormDialog } from './carpool-form-dialog';
import { EventPicker } from './event-picker';

/** The Carpools tab of /calendar (spec 000 §2). */
export function CarpoolsTab() {
  const t = useMessages(guestsCarpoolsMessages);
  const [eventId, setEventId] = useState<number | null>(null);
  return (
    <EventPicker label={t('carpools.picker')} eventId={eventId} onChange={setEventId}>
      {(event) => <CarpoolList key={event.eventId} event={event} />}
    </EventPicker>
  );
}

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; carpool: Carpool };

function CarpoolList({ event }: { event: UpcomingEvent }) {
  const t = useMessages(guestsCarpoolsMessages);
  const carpools = useCarpools(event.eventId);
  // Carpools are part of the schedule: a parent without "Edit schedule" only joins and leaves rides themself.
  const organiser = useCanEditSchedule();
  const readOnlyParent = useScheduleIsReadOnlyForParent();
  const remove = useDeleteCarpool();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const deleteCarpool = async (carpool: Carpool) => {
    await deleteWithToast(remove, carpool.id, {
      deleted: { title: t('carpools.toast.deleted') },
      failed: t('carpools.toast.deleteFailed'),
    });
  };

  return (
    <section aria-label={t('carpools.title', { event: event.title })} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('carpools.title', { event: event.title })}</h2>
        {organiser ? (
          <Button onClick={() => setDialog({ mode: 'add' })}>
            <PlusIcon aria-hidden />
            {t('carpools.add')}
          </Button>
        ) : null}
      </div>
      {readOnlyParent ? <ScheduleReadOnlyNote what="carpools" /> : null}
      <QueryList
        query={carpools}
        loadingLabel={t('carpools.loading')}
        skeletonCount={2}
        skeletonClassName="h-40 w-full"
        errorTitle={t('carpools.error')}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={<CarIcon aria-hidden />} title={t('carpools.empty')} />}
      >
        {(data) => (
          <ul aria-label={t('carpools.list')} className="grid gap-4 md:grid-cols-2">
            {data.map((carpool) => (
              <CarpoolCard
                key={carpool.id}
                carpool={carpool}
                organiser={organiser}
                onEdit={() => setDialog({ mode: 'edit', carpool })}
                onDelete={() => void deleteCarpool(carpool)}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {organiser ? (
        <CarpoolFormDialog
          eventId={event.eventId}
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          carpool={dialog.mode === 'edit' ? dialog.carpool : undefined}
        />
      ) : null}
    </section>
  );
}

interface CarpoolCardProps {
  carpool: Carpool;
  organiser: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function CarpoolCard({ carpool, organiser, onEdit, onDelete }: CarpoolCardProps) {
  const t = useMessages(guestsCarpoolsMessages);
  const members = useMembers();
  const me = members.me;
  const removePassenger = useRemovePassenger();
  const nameOf = (id: number | null) => members.nameOf(id, t('carpool.someone'));
  const driver = carpool.driverId === null ? t('carpool.noDriver') : nameOf(carpool.driverId);
  const label = carpool.driverId === null ? t('carpool.labelNoDriver') : t('carpool.label', { driver });
  const passengerName = (p: CarpoolPassenger) => p.passengerName ?? nameOf(p.passengerId);

  const drop = async (p: CarpoolPassenger) => {
    await deleteWithToast(removePassenger, p.id, {
      deleted: { title: t('carpool.toast.passengerRemoved'), description: passengerName(p) },
      failed: t('carpool.toast.passengerRemoveFailed'),
    });
  };

  return (
    <li aria-label={label}>
      <Card className="h-full">
        <CardHeader className="flex-row items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <CarIcon aria-hidden className="size-4" />
              {driver}
            </CardTitle>
            {carpool.vehicleDetails ? (
              <p className="text-sm text-muted-foreground">{carpool.vehicleDetails}</p>
            ) : null}
          </div>
          {organiser ? (
            <ItemActions
              itemLabel={
                carpool.driverId === null
                  ? t('carpool.itemLabelNoDriver')
                  : t('carpool.itemLabel', { driver })
              }
              onEdit={onEdit}
              onDelete={onDelete}
              confirmTitle={t('carpool.confirmDelete.title')}
              confirmDescription={t('carpool.confirmDelete.body')}
            />
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t('carpool.pickup')}</dt>
            <dd className="break-words">
              <MapPinIcon aria-hidden className="me-1 inline size-3" />
              {carpool.pickupLocation}
            </dd>
            <dt className="text-muted-foreground">{t('carpool.dropoff')}</dt>
            <dd className="break-words">
              <MapPinIcon aria-hidden className="me-1 inline size-3" />
              {carpool.dropoffLocation}
            </dd>
          </dl>
          <Badge variant={carpool.seatsLeft > 0 ? 'success' : 'warning'}>
            {t('carpool.seats', { left: carpool.seatsLeft, total: carpool.availableSeats })}
          </Badge>
          {carpool.notes ? <p className="break-words text-muted-foreground">{carpool.notes}</p> : null}
          <div className="grid gap-2">
            <h3 className="font-medium">{t('carpool.passengers')}</h3>
            {carpool.passengers.length === 0 ? (
              <p className="text-muted-foreground">{t('carpool.noPassengers')}</p>
            ) : (
              <ul aria-label={t('carpool.passengers')} className="grid gap-1">
                {carpool.passengers.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-2">
                    <span className="break-words">{passengerName(p)}</span>
                    {organiser || (me && p.passengerId === me.id) ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('carpool.removePassenger', { name: passengerName(p) })}
                        onClick={() => void drop(p)}
                      >
                        <UserMinusIcon aria-hidden />
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <AddPassenger carpool={carpool} organiser={organiser} />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The body's field names (errors land under them): a member's id as the select holds it, or a name. */
interface PassengerFormValues {
  passengerId: string;
  passengerName: string;
}
type CreatePassenger = z.output<typeof createCarpoolPassengerBody>;

/** Organisers add any family member or a named passenger; everyone else can add themselves. */
function AddPassenger({ carpool, organiser }: { carpool: Carpool; organiser: boolean }) {
  const t = useMessages(guestsCarpoolsMessages);
  const { all: members, me } = useMembers();
  const add = useAddPassenger();
  const [joinError, setJoinError] = useState<string | null>(null);
  const form = useForm<PassengerFormValues, unknown, CreatePassenger>({
    resolver: contractResolver(createCarpoolPassengerBody, (v: PassengerFormValues) =>
      v.passengerId !== ''
        ? { carpoolId: carpool.id, passengerId: Number(v.passengerId) }
        : { carpoolId: carpool.id, passengerName: v.passengerName },
    ),
    defaultValues: { passengerId: '', passengerName: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const memberId = form.watch('passengerId');
  const idBase = `carpool-${carpool.id}-passenger`;

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ passengerId: '', passengerName: '' });
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure) });
    }
  });

  if (!organiser) {
    if (!me || carpool.passengers.some((p) => p.passengerId === me.id)) return null;
    return (
      <div className="grid gap-1">
        <Button
          size="sm"
          variant="outline"
          disabled={add.isPending}
          onClick={() => {
            setJoinError(null);
            add.mutate(
              { carpoolId: carpool.id, passengerId: me.id },
              { onError: (failure) => setJoinError(errorMessage(failure)) },
            );
          }}
        >
          {t('carpool.join')}
        </Button>
        <FieldError message={joinError ?? undefined} />
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-2"
      aria-label={t('passenger.form')}
    >
      <div className="flex flex-wrap gap-2">
        <Select
          aria-label={t('passenger.member')}
          id={`${idBase}-member`}
          className="min-w-0 flex-1"
          {...form.register('passengerId')}
        >
          <option value="">{t('passenger.memberOption')}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </Select>
        <Input
          aria-label={t('passenger.name')}
          id={`${idBase}-name`}
          className="min-w-0 flex-1"
          placeholder={t('passenger.namePlaceholder')}
          disabled={memberId !== ''}
          {...form.register('passengerName')}
        />
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {t('passenger.add')}
        </Button>
      </div>
      <FieldError message={errors.passengerName?.message ?? errors.root?.message} />
    </form>
  );
}

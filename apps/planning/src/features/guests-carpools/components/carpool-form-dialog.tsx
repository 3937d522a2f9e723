import { useState, type FormEvent } from 'react';
import { useFamilyMembers } from '@familyhub/api-client';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { createCarpoolBody, type Carpool } from '@familyhub/contracts';
import { serverMessage } from '../../shared/server-message';
import { useSaveCarpool } from '../api/guests-carpools-api';
import { issuesByField, orNull } from './form-issues';

export interface CarpoolFormDialogProps {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The carpool being edited; absent when adding. */
  carpool?: Carpool;
}

export function CarpoolFormDialog({ eventId, open, onOpenChange, carpool }: CarpoolFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={carpool ? 'Edit Carpool' : 'Add Carpool'}
      description={carpool ? 'Change this ride.' : 'Offer a ride to this event.'}
    >
      <CarpoolForm
        key={carpool?.id ?? 'new'}
        eventId={eventId}
        carpool={carpool}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function CarpoolForm({
  eventId,
  carpool,
  onDone,
}: {
  eventId: number;
  carpool?: Carpool;
  onDone: () => void;
}) {
  const members = useFamilyMembers().data ?? [];
  const save = useSaveCarpool();
  const [driverId, setDriverId] = useState(carpool?.driverId != null ? String(carpool.driverId) : '');
  const [pickupLocation, setPickup] = useState(carpool?.pickupLocation ?? '');
  const [dropoffLocation, setDropoff] = useState(carpool?.dropoffLocation ?? '');
  const [vehicleDetails, setVehicle] = useState(carpool?.vehicleDetails ?? '');
  const [seats, setSeats] = useState(String(carpool?.availableSeats ?? 4));
  const [notes, setNotes] = useState(carpool?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      eventId,
      driverId: driverId === '' ? undefined : Number(driverId),
      pickupLocation,
      dropoffLocation,
      vehicleDetails: orNull(vehicleDetails),
      availableSeats: seats.trim() === '' ? Number.NaN : Number(seats),
      notes: orNull(notes),
    };
    const parsed = createCarpoolBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setSaveError(null);
    setPending(true);
    try {
      await save.mutateAsync({ id: carpool?.id, body: parsed.data });
      onDone();
    } catch (error) {
      setSaveError(serverMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="carpool-driver" label="Driver" error={errors.driverId}>
        {(field) => (
          <Select {...field} value={driverId} onChange={(e) => setDriverId(e.target.value)}>
            <option value="">Choose a driver…</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="carpool-pickup" label="Pickup location" error={errors.pickupLocation}>
        {(field) => <Input {...field} value={pickupLocation} onChange={(e) => setPickup(e.target.value)} />}
      </FormField>
      <FormField id="carpool-dropoff" label="Dropoff location" error={errors.dropoffLocation}>
        {(field) => <Input {...field} value={dropoffLocation} onChange={(e) => setDropoff(e.target.value)} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="carpool-vehicle" label="Vehicle" error={errors.vehicleDetails}>
          {(field) => (
            <Input
              {...field}
              placeholder="Blue minivan"
              value={vehicleDetails}
              onChange={(e) => setVehicle(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="carpool-seats" label="Seats" error={errors.availableSeats}>
          {(field) => (
            <Input
              {...field}
              type="number"
              min={1}
              inputMode="numeric"
              value={seats}
              onChange={(e) => setSeats(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="carpool-notes" label="Notes" error={errors.notes}>
        {(field) => <Textarea {...field} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </FormField>
      <FormDialogFooter error={saveError} onCancel={onDone} pending={pending} />
    </form>
  );
}

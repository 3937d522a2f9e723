import { useState } from 'react';
import { PawPrintIcon, PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import { petTypeLabels, type Pet, type PetCareItem } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ItemActions,
  LoadMoreButton,
  PageHeader,
  QueryList,
  toast,
} from '@familyhub/ui';
import { usePets, useDeletePet, useDeleteCareItem } from '../api/pets-api';
import { PetFormDialog } from './pet-form-dialog';
import { CareFormDialog } from './care-form-dialog';
import { CareItemRow } from './care-item-row';

function ageOf(birthdate: string, today = new Date()): string {
  const born = new Date(`${birthdate}T00:00:00Z`);
  let months =
    (today.getUTCFullYear() - born.getUTCFullYear()) * 12 + today.getUTCMonth() - born.getUTCMonth();
  if (today.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months < 12) return `${Math.max(months, 0)} ${months === 1 ? 'month' : 'months'} old`;
  const years = Math.floor(months / 12);
  return `${years} ${years === 1 ? 'year' : 'years'} old`;
}

function failed(title: string) {
  return (error: unknown) => toast({ variant: 'destructive', title, description: errorMessage(error) });
}

function PetCard({
  pet,
  members,
  onEdit,
  onAddCare,
  onEditCare,
}: {
  pet: Pet;
  members: Members;
  onEdit: () => void;
  onAddCare: () => void;
  onEditCare: (item: PetCareItem) => void;
}) {
  const removePet = useDeletePet();
  const removeCare = useDeleteCareItem();
  const facts = [
    petTypeLabels[pet.type],
    pet.breed,
    pet.birthdate ? ageOf(pet.birthdate) : null,
    pet.weightKg != null ? `${pet.weightKg} kg` : null,
    pet.color,
  ].filter(Boolean);
  return (
    <Card role="region" aria-label={pet.name}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {pet.imageUrl ? (
            <img
              src={pet.imageUrl}
              alt={`Photo of ${pet.name}`}
              className="size-16 rounded-lg object-cover"
            />
          ) : (
            <div className="flex size-16 items-center justify-center rounded-lg bg-muted" aria-hidden>
              <PawPrintIcon />
            </div>
          )}
          <div>
            <CardTitle>{pet.name}</CardTitle>
            <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
          </div>
        </div>
        {members.organiser ? (
          <ItemActions
            itemLabel={pet.name}
            onEdit={onEdit}
            onDelete={() =>
              void removePet
                .mutateAsync(pet.id)
                .then(() => toast({ title: `${pet.name} removed` }), failed('Failed to delete pet'))
            }
            confirmTitle={`Delete ${pet.name}?`}
            confirmDescription="Their profile, photo and care items are deleted."
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {pet.microchipId || pet.vetName || pet.vetPhone ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            {pet.microchipId ? (
              <div>
                <dt className="text-muted-foreground">Microchip</dt>
                <dd>{pet.microchipId}</dd>
              </div>
            ) : null}
            {pet.vetName || pet.vetPhone ? (
              <div>
                <dt className="text-muted-foreground">Vet</dt>
                <dd>
                  {pet.vetName}
                  {pet.vetPhone ? (
                    <>
                      {pet.vetName ? ' · ' : ''}
                      <a className="underline" href={`tel:${pet.vetPhone}`}>
                        {pet.vetPhone}
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {pet.notes ? <p className="text-sm">{pet.notes}</p> : null}
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">Care</h3>
          {members.organiser ? (
            <Button size="sm" variant="outline" onClick={onAddCare}>
              <PlusIcon aria-hidden />
              Add Care
            </Button>
          ) : null}
        </div>
        {pet.careItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">No care items yet.</p>
        ) : (
          <ul aria-label={`${pet.name}'s care`} className="grid gap-2">
            {pet.careItems.map((item) => (
              <CareItemRow
                key={item.id}
                item={item}
                members={members}
                actions={
                  members.organiser ? (
                    <ItemActions
                      itemLabel={item.name}
                      onEdit={() => onEditCare(item)}
                      onDelete={() =>
                        void removeCare
                          .mutateAsync({ petId: pet.id, id: item.id })
                          .then(
                            () => toast({ title: 'Care item deleted' }),
                            failed('Failed to delete care item'),
                          )
                      }
                      confirmTitle={`Delete ${item.name}?`}
                      confirmDescription={`It is removed from ${pet.name}'s care.`}
                    />
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /pets: the family's pets, their care and who did it today. */
export function PetsScreen() {
  useLiveUpdates();
  const members = useMembers();
  const pets = usePets();
  const [editing, setEditing] = useState<Pet | 'new' | null>(null);
  const [care, setCare] = useState<{ pet: Pet; item?: PetCareItem } | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Pet Care"
        description="Your pets and their feeding, walks, medication, grooming and vet visits."
      />
      {members.organiser ? (
        <div>
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add Pet
          </Button>
        </div>
      ) : null}
      <QueryList
        query={pets}
        loadingLabel="Loading pets"
        errorTitle="Could not load pets"
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState
            title="No pets yet"
            description={
              members.organiser
                ? 'Add your first pet to plan their care.'
                : 'A parent can add the family’s pets.'
            }
          />
        }
      >
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {data.pages
              .flatMap((p) => p.items)
              .map((pet) => (
                <PetCard
                  key={pet.id}
                  pet={pet}
                  members={members}
                  onEdit={() => setEditing(pet)}
                  onAddCare={() => setCare({ pet })}
                  onEditCare={(item) => setCare({ pet, item })}
                />
              ))}
          </div>
        )}
      </QueryList>
      <LoadMoreButton query={pets} label="Load more pets" errorTitle="Could not load more pets" />
      {members.organiser ? (
        <>
          <PetFormDialog
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            pet={editing === 'new' || editing === null ? undefined : editing}
          />
          <CareFormDialog
            pet={care?.pet ?? null}
            item={care?.item}
            members={members}
            onClose={() => setCare(null)}
          />
        </>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { PawPrintIcon, PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import type { Pet, PetCareItem } from '@familyhub/contracts';
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
  lazyDialog,
} from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { usePets, useDeletePet, useDeleteCareItem } from '../api/pets-api';
import { petsMessages, type PetsT } from '../messages';
import { CareItemRow } from './care-item-row';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const PetFormDialog = lazyDialog(() => import('./pet-form-dialog').then((m) => m.PetFormDialog));
const CareFormDialog = lazyDialog(
  () => import('./care-form-dialog').then((m) => m.CareFormDialog),
  ({ pet, onClose }) => ({ open: pet !== null, close: onClose }),
);

function ageOf(t: PetsT, birthdate: string, today = new Date()): string {
  const born = new Date(`${birthdate}T00:00:00Z`);
  let months =
    (today.getUTCFullYear() - born.getUTCFullYear()) * 12 + today.getUTCMonth() - born.getUTCMonth();
  if (today.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months < 12) return t('age.months', { months: Math.max(months, 0) });
  return t('age.years', { years: Math.floor(months / 12) });
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
  const t = useMessages(petsMessages);
  const formats = useFormats();
  const removePet = useDeletePet();
  const removeCare = useDeleteCareItem();
  const facts = [
    t(`type.${pet.type}`),
    pet.breed,
    pet.birthdate ? ageOf(t, pet.birthdate) : null,
    pet.weightKg != null ? t('weight', { kg: formats.number(pet.weightKg) }) : null,
    pet.color,
  ].filter(Boolean);
  return (
    <Card role="region" aria-label={pet.name}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {pet.imageUrl ? (
            <img
              src={pet.imageUrl}
              alt={t('photoOf', { name: pet.name })}
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
                .then(
                  () => toast({ title: t('card.toast.removed', { name: pet.name }) }),
                  failed(t('card.toast.deleteFailed')),
                )
            }
            confirmTitle={t('card.delete.title', { name: pet.name })}
            confirmDescription={t('card.delete.description')}
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {pet.microchipId || pet.vetName || pet.vetPhone ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            {pet.microchipId ? (
              <div>
                <dt className="text-muted-foreground">{t('card.microchip')}</dt>
                <dd>{pet.microchipId}</dd>
              </div>
            ) : null}
            {pet.vetName || pet.vetPhone ? (
              <div>
                <dt className="text-muted-foreground">{t('card.vet')}</dt>
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
          <h3 className="text-sm font-semibold">{t('card.care')}</h3>
          {members.organiser ? (
            <Button size="sm" variant="outline" onClick={onAddCare}>
              <PlusIcon aria-hidden />
              {t('card.addCare')}
            </Button>
          ) : null}
        </div>
        {pet.careItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('card.noCare')}</p>
        ) : (
          <ul aria-label={t('card.careList', { name: pet.name })} className="grid gap-2">
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
                            () => toast({ title: t('careItem.toast.deleted') }),
                            failed(t('careItem.toast.deleteFailed')),
                          )
                      }
                      confirmTitle={t('careItem.delete.title', { name: item.name })}
                      confirmDescription={t('careItem.delete.description', { pet: pet.name })}
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
  const t = useMessages(petsMessages);
  useLiveUpdates();
  const members = useMembers();
  const pets = usePets();
  const [editing, setEditing] = useState<Pet | 'new' | null>(null);
  const [care, setCare] = useState<{ pet: Pet; item?: PetCareItem } | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      {members.organiser ? (
        <div>
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            {t('add')}
          </Button>
        </div>
      ) : null}
      <QueryList
        query={pets}
        loadingLabel={t('loading')}
        errorTitle={t('error.load')}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyState
            title={t('empty.title')}
            description={members.organiser ? t('empty.organiser') : t('empty.member')}
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
      <LoadMoreButton query={pets} label={t('loadMore')} errorTitle={t('loadMoreError')} />
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

import { errorMessage, type Members } from '@familyhub/api-client';
import type { PetCareItem, PetCareType } from '@familyhub/contracts';
import { Badge, Button, toast } from '@familyhub/ui';
import type { Formats } from '@familyhub/ui/i18n';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import type { SharedT } from '../../shared/messages';
import { sharedMessages } from '../../shared/messages';
import { dueLabel, formatDay, timeOfDay, todayUtc, upkeepFrequencyKeys } from '../../shared/upkeep-days';
import { useMarkCareDone } from '../api/pets-api';
import { petsMessages, type PetsT } from '../messages';

/** This catalogue's key for each kind of care ('vet-visit' holds a dash). */
export const careTypeKeys = {
  feeding: 'care.feeding',
  walk: 'care.walk',
  medication: 'care.medication',
  grooming: 'care.grooming',
  'vet-visit': 'care.vetVisit',
  other: 'care.other',
} as const satisfies Record<PetCareType, string>;

/** Who did it today ("Done by Kim at 08:10"), else whether it is due. */
export function careStatus(
  words: { t: PetsT; shared: SharedT; formats: Formats },
  item: PetCareItem,
  members: Members,
  today = todayUtc(),
): string {
  const { t, shared, formats } = words;
  if (item.doneToday) {
    return t('status.doneBy', {
      name: members.nameOf(item.doneToday.doneById, shared('formerMember')),
      time: timeOfDay(formats, item.doneToday.doneAt),
    });
  }
  return item.nextDue <= today
    ? dueLabel(shared, item.nextDue, today)
    : t('status.next', { day: formatDay(formats, item.nextDue) });
}

/** Done today / Undo for one care item; anyone in the family may tick it. */
export function CareDoneButton({ item, label }: { item: PetCareItem; label: string }) {
  const t = useMessages(petsMessages);
  const mark = useMarkCareDone();
  const done = item.doneToday !== null;
  const toggle = () =>
    void mark.mutateAsync({ petId: item.petId, id: item.id, done: !done }).then(
      () => toast({ title: done ? t('done.toast.undone') : t('done.toast.done') }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('done.toast.failed'),
          description: errorMessage(error),
        }),
    );
  return (
    <Button
      size="sm"
      variant={done ? 'outline' : 'default'}
      disabled={mark.isPending}
      aria-label={done ? t('done.undoLabel', { label }) : t('done.doneLabel', { label })}
      onClick={toggle}
    >
      {done ? t('done.undo') : t('done.button')}
    </Button>
  );
}

/** One care item of a pet's card: what, when, how much, who, and today's state. */
export function CareItemRow({
  item,
  members,
  actions,
}: {
  item: PetCareItem;
  members: Members;
  actions?: React.ReactNode;
}) {
  const today = todayUtc();
  const t = useMessages(petsMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const due = !item.doneToday && item.nextDue <= today;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
      <div className="grid gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {item.name}
          <Badge variant="secondary">{t(careTypeKeys[item.type])}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {[
            shared(upkeepFrequencyKeys[item.frequency]),
            item.time,
            item.amount,
            item.assignedToId
              ? members.nameOf(item.assignedToId, shared('formerMember'))
              : t('careItem.anyone'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={due ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {careStatus({ t, shared, formats }, item, members, today)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {item.doneToday || due ? <CareDoneButton item={item} label={item.name} /> : null}
        {actions}
      </div>
    </li>
  );
}

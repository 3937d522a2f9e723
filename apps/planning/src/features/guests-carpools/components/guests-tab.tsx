import { errorMessage } from '@familyhub/api-client';
import { useState } from 'react';
import { CheckIcon, PlusIcon, UsersIcon, XIcon } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ItemActions,
  QueryList,
  toast,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import type { EventGuest, GuestStatus } from '@familyhub/contracts';
import { ScheduleReadOnlyNote, useCanEditSchedule, useScheduleIsReadOnlyForParent } from '../../calendar';
import { useDeleteGuest, useGuests, useSaveGuest } from '../api/guests-carpools-api';
import { type UpcomingEvent } from '../api/list-upcoming-events';
import { EventPicker } from './event-picker';
import { useMessages } from '@familyhub/ui/i18n';
import { guestsCarpoolsMessages } from '../messages';
import { statusKey } from './guest-status';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const GuestFormDialog = lazyDialog(() => import('./guest-form-dialog').then((m) => m.GuestFormDialog));

const views = [
  { id: 'all', keep: () => true },
  { id: 'confirmed', keep: (g: EventGuest) => g.status === 'confirmed' },
  { id: 'pending', keep: (g: EventGuest) => g.status === 'invited' },
] as const;

const statusVariant: Record<GuestStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  confirmed: 'success',
  invited: 'secondary',
  declined: 'destructive',
  maybe: 'outline',
};

/** The Guest Lists tab of /calendar (spec 000 §2). */
export function GuestsTab() {
  const t = useMessages(guestsCarpoolsMessages);
  const [eventId, setEventId] = useState<number | null>(null);
  return (
    <EventPicker label={t('guests.picker')} eventId={eventId} onChange={setEventId}>
      {(event) => <GuestList key={event.eventId} event={event} />}
    </EventPicker>
  );
}

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; guest: EventGuest };

function GuestList({ event }: { event: UpcomingEvent }) {
  const t = useMessages(guestsCarpoolsMessages);
  const guests = useGuests(event.eventId);
  // Guest lists are part of the schedule: a parent without "Edit schedule" gets 403 from planning.
  const organiser = useCanEditSchedule();
  const readOnlyParent = useScheduleIsReadOnlyForParent();
  const save = useSaveGuest();
  const remove = useDeleteGuest();
  const [view, setView] = useState<string>('all');
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });

  const reply = async (guest: EventGuest, status: GuestStatus) => {
    try {
      await save.mutateAsync({ id: guest.id, body: { status } });
      toast({ title: t('guests.toast.replied', { status }), description: guest.name });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('guests.toast.updateFailed'),
        description: errorMessage(error),
      });
    }
  };
  const deleteGuest = async (guest: EventGuest) => {
    await deleteWithToast(remove, guest.id, {
      deleted: {
        title: t('guests.toast.removed.title'),
        description: t('guests.toast.removed.body', { name: guest.name }),
      },
      failed: t('guests.toast.removeFailed'),
    });
  };

  return (
    <Card role="region" aria-label={t('guests.title', { event: event.title })}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('guests.title', { event: event.title })}</CardTitle>
        {organiser ? (
          <Button onClick={() => setDialog({ mode: 'add' })}>
            <PlusIcon aria-hidden />
            {t('guests.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {readOnlyParent ? <ScheduleReadOnlyNote what="guests" /> : null}
        <Tabs value={view} onValueChange={setView}>
          <TabsList aria-label={t('guests.views')}>
            {views.map((v) => (
              <TabsTrigger key={v.id} value={v.id}>
                {t(`guests.view.${v.id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {views.map((v) => (
            <TabsContent key={v.id} value={v.id}>
              <QueryList
                query={guests}
                loadingLabel={t('guests.loading')}
                errorTitle={t('guests.error')}
                isEmpty={(data) => !data.some(v.keep)}
                empty={<EmptyState icon={<UsersIcon aria-hidden />} title={t(`guests.empty.${v.id}`)} />}
              >
                {(data) => (
                  <div className="overflow-x-auto">
                    <table className="w-full text-sm" aria-label={t('guests.table', { view: v.id })}>
                      <thead className="text-start text-muted-foreground">
                        <tr>
                          <th className="p-2 font-medium">{t('guests.column.name')}</th>
                          <th className="p-2 font-medium">{t('guests.column.status')}</th>
                          <th className="hidden p-2 font-medium sm:table-cell">
                            {t('guests.column.contact')}
                          </th>
                          <th className="hidden p-2 font-medium sm:table-cell">
                            {t('guests.column.bringing')}
                          </th>
                          <th className="p-2 font-medium">
                            <span className="sr-only">{t('guests.column.actions')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.filter(v.keep).map((guest) => (
                          <tr key={guest.id} aria-label={guest.name} className="border-t border-border">
                            <td className="p-2 font-medium break-words">
                              {guest.name}
                              {guest.isFamily ? (
                                <span className="text-muted-foreground"> {t('guests.family')}</span>
                              ) : null}
                            </td>
                            <td className="p-2">
                              <Badge variant={statusVariant[guest.status]}>
                                {t(statusKey(guest.status))}
                              </Badge>
                            </td>
                            <td className="hidden p-2 break-all text-muted-foreground sm:table-cell">
                              {[guest.email, guest.phone].filter(Boolean).join(' · ')}
                            </td>
                            <td className="hidden p-2 text-muted-foreground sm:table-cell">
                              {guest.foodAssignment}
                            </td>
                            <td className="p-2">
                              {organiser ? (
                                <div className="flex flex-wrap items-center justify-end gap-1">
                                  {guest.status !== 'confirmed' ? (
                                    <Button
                                      size="sm"
                                      variant="outline"
                                      aria-label={t('guests.confirmLabel', { name: guest.name })}
                                      onClick={() => void reply(guest, 'confirmed')}
                                    >
                                      <CheckIcon aria-hidden />
                                      {t('guests.confirm')}
                                    </Button>
                                  ) : null}
                                  {guest.status !== 'declined' ? (
                                    <Button
                                      size="sm"
                                      variant="outline"
                                      aria-label={t('guests.declineLabel', { name: guest.name })}
                                      onClick={() => void reply(guest, 'declined')}
                                    >
                                      <XIcon aria-hidden />
                                      {t('guests.decline')}
                                    </Button>
                                  ) : null}
                                  <ItemActions
                                    itemLabel={guest.name}
                                    onEdit={() => setDialog({ mode: 'edit', guest })}
                                    onDelete={() => void deleteGuest(guest)}
                                    confirmTitle={t('guests.confirmRemove.title')}
                                    confirmDescription={t('guests.confirmRemove.body', { name: guest.name })}
                                  />
                                </div>
                              ) : null}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </QueryList>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      {organiser ? (
        <GuestFormDialog
          eventId={event.eventId}
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          guest={dialog.mode === 'edit' ? dialog.guest : undefined}
        />
      ) : null}
    </Card>
  );
}

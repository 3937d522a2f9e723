import { useState } from 'react';
import { MapPinIcon, PlaneIcon, PlusIcon } from 'lucide-react';
import { useSession, errorMessage } from '@familyhub/api-client';
import {
  LoadMoreButton,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ItemActions,
  QueryList,
  cn,
  toast,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import type { PackingItem, Vacation } from '@familyhub/contracts';
import { useDeleteVacation, useVacations } from '../api/vacations-api';
import { useCanOrganise } from '../../calendar';
import { formatDateRange, vacationDayCount } from '../vacation-days';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { vacationsMessages } from '../messages';
import { ItineraryList } from './itinerary-list';
import { PackingList } from './packing-list';
import { VacationFormDialog } from './vacation-form-dialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; vacation: Vacation };

/** The Vacations tab of /calendar: the family's trips, each with a packing list and an itinerary (spec 000 §2). */
export function VacationsTab() {
  const t = useMessages(vacationsMessages);
  const { locale } = useFormats();
  const days = (v: Vacation) => t('days', { count: vacationDayCount(v.startDate, v.endDate) });
  const vacations = useVacations();
  const organiser = useCanOrganise();
  const userId = useSession().data?.user.id;
  const deleteVacation = useDeleteVacation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const selected = vacations.data?.pages.flatMap((p) => p.items).find((v) => v.id === selectedId);

  const remove = async (vacation: Vacation) => {
    try {
      await deleteVacation.mutateAsync(vacation.id);
      if (selectedId === vacation.id) setSelectedId(null);
      toast({
        title: t('toast.deleted.title'),
        description: t('toast.deleted.body', { title: vacation.title }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.deleteFailed'),
        description: errorMessage(error),
      });
    }
  };
  const mayChangePacking = (item: PackingItem) => organiser || item.assignedToId === userId;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Card role="region" aria-label={t('list.title')}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t('list.title')}</CardTitle>
          {organiser ? (
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              {t('list.add')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <QueryList
            query={vacations}
            loadingLabel={t('list.loading')}
            errorTitle={t('list.error')}
            isEmpty={(data) => data.pages[0]?.items.length === 0}
            empty={
              <EmptyState
                icon={<PlaneIcon aria-hidden />}
                title={t('list.empty.title')}
                description={organiser ? t('list.empty.bodyOrganiser') : t('list.empty.bodyMember')}
              />
            }
          >
            {(data) => (
              <ul aria-label={t('list.label')} className="grid gap-2">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((v) => (
                    <li key={v.id} aria-label={v.title}>
                      <button
                        type="button"
                        aria-pressed={v.id === selectedId}
                        onClick={() => setSelectedId(v.id)}
                        className={cn(
                          'grid w-full gap-0.5 rounded-md border border-border bg-card p-3 text-start text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          v.id === selectedId && 'border-primary bg-accent',
                        )}
                      >
                        <span className="font-medium break-words">{v.title}</span>
                        {v.destination ? (
                          <span className="inline-flex items-center gap-1 text-muted-foreground">
                            <MapPinIcon aria-hidden className="size-3.5" />
                            {v.destination}
                          </span>
                        ) : null}
                        <span className="text-muted-foreground">
                          {formatDateRange(v.startDate, v.endDate, locale)} · {days(v)}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </QueryList>
          <LoadMoreButton query={vacations} label={t('list.loadMore')} errorTitle={t('list.loadMoreError')} />
        </CardContent>
      </Card>

      <Card role="region" aria-label={t('details.label')}>
        {selected ? (
          <>
            <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
              <div className="grid gap-1">
                <CardTitle>{selected.title}</CardTitle>
                <CardDescription>
                  {selected.destination ? `${selected.destination} · ` : ''}
                  {formatDateRange(selected.startDate, selected.endDate, locale)} · {days(selected)}
                </CardDescription>
                {selected.description ? <p className="text-sm break-words">{selected.description}</p> : null}
              </div>
              <ItemActions
                itemLabel={selected.title}
                onEdit={organiser ? () => setDialog({ mode: 'edit', vacation: selected }) : undefined}
                onDelete={organiser ? () => void remove(selected) : undefined}
                confirmTitle={t('confirm.delete.title')}
                confirmDescription={t('confirm.delete.body', { title: selected.title })}
              />
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="packing">
                <TabsList aria-label={t('details.sections', { title: selected.title })}>
                  <TabsTrigger value="packing">{t('details.packing')}</TabsTrigger>
                  <TabsTrigger value="itinerary">{t('details.itinerary')}</TabsTrigger>
                </TabsList>
                <TabsContent value="packing">
                  <PackingList key={selected.id} vacationId={selected.id} mayChange={mayChangePacking} />
                </TabsContent>
                <TabsContent value="itinerary">
                  <ItineraryList key={selected.id} vacationId={selected.id} mayPlan={organiser} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </>
        ) : (
          <CardContent className="pt-6">
            <EmptyState
              icon={<PlaneIcon aria-hidden />}
              title={t('details.none.title')}
              description={t('details.none.body')}
            />
          </CardContent>
        )}
      </Card>

      {organiser ? (
        <VacationFormDialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          vacation={dialog.mode === 'edit' ? dialog.vacation : undefined}
          onSaved={(saved) => setSelectedId(saved.id)}
        />
      ) : null}
    </div>
  );
}

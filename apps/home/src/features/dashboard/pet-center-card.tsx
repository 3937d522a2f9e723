import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { CareDoneButton, careStatus, petsMessages, useCareToday } from '../pets';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../shared/messages';
import { dashboardMessages } from './messages';

const SHOWN = 5;

/** The dashboard's Pet Center card: today's pet care, what is still due and who did the rest; Done today here too. */
export function PetCenterCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const members = useMembers();
  const shared = useMessages(sharedMessages);
  const t = useMessages(dashboardMessages);
  const pets = useMessages(petsMessages);
  const formats = useFormats();
  const today = useCareToday();
  const items = today.data?.items ?? [];
  const open = items.filter((i) => !i.doneToday).length;
  return (
    <DashboardCard title={title} link={{ to: path, label: t('pets.open') }} regionLabel={title}>
      {today.isPending ? (
        <PlaceholderList label={t('pets.loading')} count={3} lineClassName="h-6 w-full" />
      ) : today.isError ? (
        <ErrorPanel title={t('pets.error')} message={errorMessage(today.error)} />
      ) : items.length === 0 ? (
        <EmptyState title={t('pets.empty.title')} description={t('pets.empty.body')} />
      ) : (
        <div className="grid gap-2 text-sm">
          <p>{open === 0 ? t('pets.allDone') : t('pets.stillToDo', { count: open })}</p>
          <ul aria-label={t('pets.list')} className="grid gap-2">
            {items.slice(0, SHOWN).map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-medium">
                    {t('pets.item', { pet: item.petName, care: item.name })}
                  </span>
                  {item.time ? ` · ${item.time}` : ''}
                  <span className="block text-xs text-muted-foreground">
                    {careStatus({ t: pets, shared, formats }, item, members)}
                  </span>
                </span>
                <CareDoneButton item={item} label={t('pets.item', { pet: item.petName, care: item.name })} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

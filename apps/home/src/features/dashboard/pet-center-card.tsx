import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { CareDoneButton, careStatus, useCareToday } from '../pets';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../shared/messages';

const SHOWN = 5;

/** The dashboard's Pet Center card: today's pet care, what is still due and who did the rest; Done today here too. */
export function PetCenterCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const members = useMembers();
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const today = useCareToday();
  const items = today.data?.items ?? [];
  const open = items.filter((i) => !i.doneToday).length;
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Pet Care' }} regionLabel={title}>
      {today.isPending ? (
        <PlaceholderList label="Loading pet care" count={3} lineClassName="h-6 w-full" />
      ) : today.isError ? (
        <ErrorPanel title="Could not load pet care" message={errorMessage(today.error)} />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing due today" description="Pet care due today shows here." />
      ) : (
        <div className="grid gap-2 text-sm">
          <p>{open === 0 ? 'All done for today.' : `${open} still to do today`}</p>
          <ul aria-label="Pet care today" className="grid gap-2">
            {items.slice(0, SHOWN).map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-medium">
                    {item.petName}: {item.name}
                  </span>
                  {item.time ? ` · ${item.time}` : ''}
                  <span className="block text-xs text-muted-foreground">
                    {careStatus({ shared, formats }, item, members)}
                  </span>
                </span>
                <CareDoneButton item={item} label={`${item.petName}: ${item.name}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

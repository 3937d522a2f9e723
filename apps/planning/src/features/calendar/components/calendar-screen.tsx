import { ConstructionIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui';
import { useLiveUpdates } from '../../live/use-live-updates';
import { EmergencyTab } from '../../emergency-contacts/components/emergency-tab';
import { VacationsTab } from '../../vacations/components/vacations-tab';
import { EventsTab } from './events-tab';

/** Spec 000 §2: five tabs with these ids; `?tab=` makes each one linkable. */
export const calendarTabs = [
  { id: 'events', label: 'Events' },
  { id: 'vacations', label: 'Vacations' },
  { id: 'guests', label: 'Guest Lists' },
  { id: 'carpools', label: 'Carpools' },
  { id: 'emergency', label: 'Emergency' },
] as const;
type CalendarTab = (typeof calendarTabs)[number]['id'];

const isTab = (value: string | null): value is CalendarTab => calendarTabs.some((t) => t.id === value);

const comingSoon: Partial<Record<CalendarTab, string>> = {
  guests: 'Guest lists for family events, with who has confirmed, are coming soon.',
  carpools: 'Carpools for family events, with drivers, seats and passengers, are coming soon.',
};

/** /calendar — Calendar & Planning. */
export function CalendarScreen() {
  useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CalendarTab = isTab(requested) ? requested : 'events';

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <div>
      <PageHeader
        title="Calendar & Planning"
        description="Family events, trips, guests, carpools and who to call in an emergency."
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Calendar & Planning sections">
          {calendarTabs.map((t) => (
            <TabsTrigger key={t.id} value={t.id} id={`calendar-tab-${t.id}`}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="events">
          <EventsTab />
        </TabsContent>
        <TabsContent value="vacations">
          <VacationsTab />
        </TabsContent>
        {(['guests', 'carpools'] as const).map((id) => (
          <TabsContent key={id} value={id}>
            <EmptyState
              icon={<ConstructionIcon aria-hidden />}
              title="Coming soon"
              description={comingSoon[id]}
            />
          </TabsContent>
        ))}
        <TabsContent value="emergency">
          <EmergencyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

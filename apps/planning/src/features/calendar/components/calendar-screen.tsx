import { useSearchParams } from '@familyhub/ui/router';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui';
import { useLiveUpdates } from '@familyhub/api-client';
import { EmergencyTab } from '../../emergency-contacts';
import { VacationsTab } from '../../vacations';
import { CarpoolsTab, GuestsTab } from '../../guests-carpools';
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
        <TabsContent value="guests">
          <GuestsTab />
        </TabsContent>
        <TabsContent value="carpools">
          <CarpoolsTab />
        </TabsContent>
        <TabsContent value="emergency">
          <EmergencyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

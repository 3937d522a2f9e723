import { useSearchParams } from '@familyhub/ui/router';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui';
import { useLiveUpdates } from '@familyhub/api-client';
import { EmergencyTab } from '../../emergency-contacts';
import { VacationsTab } from '../../vacations';
import { CarpoolsTab, GuestsTab } from '../../guests-carpools';
import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';
import { EventsTab } from './events-tab';

/** Spec 000 §2: five tabs with these ids; `?tab=` makes each one linkable. */
export const calendarTabs = ['events', 'vacations', 'guests', 'carpools', 'emergency'] as const;
type CalendarTab = (typeof calendarTabs)[number];

const isTab = (value: string | null): value is CalendarTab => calendarTabs.some((id) => id === value);

/** /calendar — Calendar & Planning. */
export function CalendarScreen() {
  useLiveUpdates();
  const t = useMessages(calendarMessages);
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
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={t('tabs.label')}>
          {calendarTabs.map((id) => (
            <TabsTrigger key={id} value={id} id={`calendar-tab-${id}`}>
              {t(`tabs.${id}`)}
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

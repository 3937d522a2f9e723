import { useSearchParams } from '@familyhub/ui/router';
import { lazy } from 'react';
import { PageHeader, LazyTab } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useLiveUpdates } from '@familyhub/api-client';
import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';
import { EventsTab } from './events-tab';

// The other tabs, with their inline forms (react-hook-form, the contracts' schemas), arrive when first shown
// (issue #34): the page opens on Events.
const VacationsTab = lazy(() => import('../../vacations').then((m) => ({ default: m.VacationsTab })));
const GuestsTab = lazy(() => import('../../guests-carpools').then((m) => ({ default: m.GuestsTab })));
const CarpoolsTab = lazy(() => import('../../guests-carpools').then((m) => ({ default: m.CarpoolsTab })));
const EmergencyTab = lazy(() =>
  import('../../emergency-contacts').then((m) => ({ default: m.EmergencyTab })),
);

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
          <LazyTab>
            <VacationsTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="guests">
          <LazyTab>
            <GuestsTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="carpools">
          <LazyTab>
            <CarpoolsTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="emergency">
          <LazyTab>
            <EmergencyTab />
          </LazyTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}

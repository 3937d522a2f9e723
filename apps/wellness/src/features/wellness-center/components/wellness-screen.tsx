import { lazy, useState } from 'react';
import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { Label, PageHeader, Select, LazyTab } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { MedicationsTab } from '../../medications';
import { isoDateOf } from '../../shared/dates';
import { wellnessCenterMessages } from '../messages';
import { AffirmationCard } from './affirmation-card';

// The other tabs, with their charts and inline forms, arrive when first shown (issue #34): the page opens on
// Medications.
const WaterTab = lazy(() => import('../../water').then((m) => ({ default: m.WaterTab })));
const MoodTab = lazy(() => import('../../moods').then((m) => ({ default: m.MoodTab })));
const JournalTab = lazy(() => import('../../journal').then((m) => ({ default: m.JournalTab })));
const CheckinsTab = lazy(() => import('../../checkins').then((m) => ({ default: m.CheckinsTab })));

export interface WellnessScreenProps {
  /** The clock (tests pass their own). */
  now?: () => Date;
}

/**
 * /wellness — the Wellness Center (001 §2): member filter, daily affirmation, Medications / Water / Mood, and the
 * signed-in member's own Journal and Check-ins (issue #33: private to them, so the member filter does not apply).
 */
export function WellnessScreen({ now = () => new Date() }: WellnessScreenProps) {
  useLiveUpdates();
  const t = useMessages(wellnessCenterMessages);
  const members = useMembers();
  const today = isoDateOf(now());
  const [filter, setFilter] = useState<string>('all');
  // A child sees only their own records: their filter is themself.
  const userId =
    !members.organiser && members.me ? members.me.id : filter === 'all' ? undefined : Number(filter);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          members.organiser ? (
            <div className="flex items-center gap-2">
              <Label htmlFor="wellness-member-filter">{t('filter.label')}</Label>
              <Select id="wellness-member-filter" value={filter} onChange={(e) => setFilter(e.target.value)}>
                <option value="all">{t('filter.all')}</option>
                {members.visible.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null
        }
      />
      <AffirmationCard today={today} />
      {/* min-w-0: the five tabs scroll on a phone instead of widening the page. */}
      <Tabs defaultValue="medications" className="min-w-0">
        <TabsList>
          <TabsTrigger value="medications">{t('tabs.medications')}</TabsTrigger>
          <TabsTrigger value="water">{t('tabs.water')}</TabsTrigger>
          <TabsTrigger value="mood">{t('tabs.mood')}</TabsTrigger>
          <TabsTrigger value="journal">{t('tabs.journal')}</TabsTrigger>
          <TabsTrigger value="checkins">{t('tabs.checkins')}</TabsTrigger>
        </TabsList>
        <TabsContent value="medications">
          {members.isPending ? null : <MedicationsTab today={today} userId={userId} members={members} />}
        </TabsContent>
        <TabsContent value="water">
          {members.isPending ? null : (
            <LazyTab>
              <WaterTab today={today} now={now()} userId={userId} members={members} />
            </LazyTab>
          )}
        </TabsContent>
        <TabsContent value="mood">
          {members.isPending ? null : (
            <LazyTab>
              <MoodTab today={today} now={now()} userId={userId} members={members} />
            </LazyTab>
          )}
        </TabsContent>
        <TabsContent value="journal">
          {members.isPending ? null : (
            <LazyTab>
              <JournalTab today={today} members={members} />
            </LazyTab>
          )}
        </TabsContent>
        <TabsContent value="checkins">
          {members.isPending ? null : (
            <LazyTab>
              <CheckinsTab today={today} members={members} />
            </LazyTab>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

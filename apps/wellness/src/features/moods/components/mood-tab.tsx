import { useState } from 'react';
import { PlusIcon, SmileIcon } from 'lucide-react';
import { MOOD_HISTORY_DAYS, type MoodEntry } from '@familyhub/contracts';
import type { Members } from '@familyhub/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  QueryList,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { addDays, longDateLabel } from '../../shared/dates';
import { sharedMessages } from '../../shared/messages';
import { useMoods } from '../api/moods-api';
import { moodsMessages } from '../messages';
import MoodChart from './mood-chart';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const LogMoodDialog = lazyDialog(() => import('./log-mood-dialog').then((m) => m.LogMoodDialog));

export interface MoodTabProps {
  today: string;
  now: Date;
  userId?: number;
  members: Members;
}

/** The Mood Tracker tab (001 §2): today's mood, Recent Moods per member (7 days), a trend chart, resources. */
export function MoodTab({ today, now, userId, members }: MoodTabProps) {
  const t = useMessages(moodsMessages);
  const words = useMessages(sharedMessages);
  const from = addDays(today, -(MOOD_HISTORY_DAYS - 1));
  const days = Array.from({ length: MOOD_HISTORY_DAYS }, (_, i) => addDays(from, i));
  const query = useMoods(from, today, userId);
  const [logging, setLogging] = useState(false);
  const shown = userId === undefined ? members.visible : members.visible.filter((m) => m.id === userId);
  const chosen = userId ?? members.me?.id;
  const chosenName = chosen ? members.nameOf(chosen) : undefined;

  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <Button onClick={() => setLogging(true)}>
          <PlusIcon aria-hidden /> {t('log.title')}
        </Button>
      </div>
      <QueryList
        query={query}
        loadingLabel={t('loading')}
        skeletonCount={1}
        skeletonClassName="h-24 w-full"
        errorTitle={t('error.load')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <TodaysMood name={chosenName} />
            <EmptyState icon={<SmileIcon />} title={t('empty.title')} description={t('empty.body')} />
          </>
        }
      >
        {({ items: entries }) => (
          <>
            <TodaysMood
              name={chosenName}
              entry={entries.find((e) => e.userId === chosen && e.date === today)}
            />
            <ul className="grid gap-3 sm:grid-cols-2">
              {shown.map((m) => {
                const mine = entries.filter((e) => e.userId === m.id);
                return (
                  <li key={m.id}>
                    <Card role="region" aria-label={t('recent.label', { name: m.name })}>
                      <CardHeader>
                        <CardTitle>{t('recent.title', { name: m.name })}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        {mine.length === 0 ? (
                          <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>
                        ) : (
                          <ul className="divide-y divide-border text-sm">
                            {mine.map((e) => (
                              <li key={e.id} className="flex justify-between gap-2 py-1">
                                <span>{longDateLabel(e.date)}</span>
                                <span>
                                  {t('recent.entry', {
                                    mood: words('mood', { mood: e.mood }),
                                    energy: e.energy,
                                    stress: e.stress,
                                  })}
                                </span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <MoodChart days={days} members={shown} entries={entries} />
          </>
        )}
      </QueryList>
      <Card>
        <CardHeader>
          <CardTitle>{t('resources.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <p>{t('resources.talk')}</p>
          <p>{t('resources.crisis')}</p>
          <p>{t('resources.doctor')}</p>
        </CardContent>
      </Card>
      <LogMoodDialog
        open={logging}
        onOpenChange={setLogging}
        members={members.visible}
        userId={userId}
        now={now}
      />
    </div>
  );
}

/** Today's mood of the member shown (or of the person signed in), or that none is logged yet. */
function TodaysMood({ name, entry }: { name?: string; entry?: MoodEntry }) {
  const t = useMessages(moodsMessages);
  const words = useMessages(sharedMessages);
  return (
    <Card role="region" aria-label={t('today.title')}>
      <CardHeader>
        <CardTitle>{name ? t('today.titleOf', { name }) : t('today.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {entry ? (
          <p>
            <span className="text-lg font-medium">{words('mood', { mood: entry.mood })}</span>
            <span className="text-sm text-muted-foreground">
              {' '}
              {t('today.detail', { energy: entry.energy, stress: entry.stress })}
            </span>
            {entry.notes ? <span className="block text-sm">{entry.notes}</span> : null}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('today.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { PlusIcon, SmileIcon } from 'lucide-react';
import { MOOD_HISTORY_DAYS, moodLabels, type MoodEntry } from '@familyhub/contracts';
import type { Members } from '@familyhub/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, QueryList } from '@familyhub/ui';
import { addDays, longDateLabel } from '../../shared/dates';
import { useMoods } from '../api/moods-api';
import { LogMoodDialog } from './log-mood-dialog';
import MoodChart from './mood-chart';

export interface MoodTabProps {
  today: string;
  now: Date;
  userId?: number;
  members: Members;
}

/** The Mood Tracker tab (001 §2): today's mood, Recent Moods per member (7 days), a trend chart, resources. */
export function MoodTab({ today, now, userId, members }: MoodTabProps) {
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
          <PlusIcon aria-hidden /> Log Mood
        </Button>
      </div>
      <QueryList
        query={query}
        loadingLabel="Loading moods"
        skeletonCount={1}
        skeletonClassName="h-24 w-full"
        errorTitle="Could not load moods"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <TodaysMood name={chosenName} />
            <EmptyState
              icon={<SmileIcon />}
              title="No moods recorded yet"
              description="Log how you feel to see how the week goes."
            />
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
                    <Card role="region" aria-label={`Recent Moods of ${m.name}`}>
                      <CardHeader>
                        <CardTitle>Recent Moods · {m.name}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        {mine.length === 0 ? (
                          <p className="text-sm text-muted-foreground">Nothing in the last 7 days.</p>
                        ) : (
                          <ul className="divide-y divide-border text-sm">
                            {mine.map((e) => (
                              <li key={e.id} className="flex justify-between gap-2 py-1">
                                <span>{longDateLabel(e.date)}</span>
                                <span>
                                  {moodLabels[e.mood]} · energy {e.energy} · stress {e.stress}
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
          <CardTitle>Mental health resources</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <p>Talking helps. If you or someone in the family is struggling, reach out.</p>
          <p>
            In a crisis in the US, call or text <strong>988</strong> (Suicide &amp; Crisis Lifeline).
            Elsewhere, call your local emergency number.
          </p>
          <p>Your family doctor can point you to counselling and support near you.</p>
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
  return (
    <Card role="region" aria-label="Today's mood">
      <CardHeader>
        <CardTitle>Today&apos;s mood{name ? ` · ${name}` : ''}</CardTitle>
      </CardHeader>
      <CardContent>
        {entry ? (
          <p>
            <span className="text-lg font-medium">{moodLabels[entry.mood]}</span>
            <span className="text-sm text-muted-foreground">
              {' '}
              · energy {entry.energy}/10 · stress {entry.stress}/10
            </span>
            {entry.notes ? <span className="block text-sm">{entry.notes}</span> : null}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No mood logged today yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

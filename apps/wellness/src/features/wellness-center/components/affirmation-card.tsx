import { SparklesIcon } from 'lucide-react';
import { DEFAULT_AFFIRMATION } from '@familyhub/contracts';
import { Card, CardContent, Skeleton } from '@familyhub/ui';
import { useDailyAffirmation } from '../api/affirmations-api';

/** The daily affirmation (001 §2); the default one when it cannot be loaded. */
export function AffirmationCard({ today }: { today: string }) {
  const query = useDailyAffirmation(today);
  const affirmation = query.isError ? DEFAULT_AFFIRMATION : query.data;
  return (
    <Card role="region" aria-label="Daily affirmation">
      <CardContent className="flex items-start gap-3 pt-6">
        <SparklesIcon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        {affirmation ? (
          <blockquote className="grid gap-1">
            <p className="text-lg italic">“{affirmation.content}”</p>
            {affirmation.author ? (
              <footer className="text-sm text-muted-foreground">— {affirmation.author}</footer>
            ) : null}
          </blockquote>
        ) : (
          <Skeleton className="h-6 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

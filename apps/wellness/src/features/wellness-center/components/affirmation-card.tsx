import { SparklesIcon } from 'lucide-react';
import { Card, CardContent, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useDailyAffirmation } from '../api/affirmations-api';
import { wellnessCenterMessages } from '../messages';

/**
 * The daily affirmation (001 §2); the default one (contracts' DEFAULT_AFFIRMATION, in the member's language) when
 * it cannot be loaded. The day's own affirmation is the server's text, shown as it comes.
 */
export function AffirmationCard({ today }: { today: string }) {
  const t = useMessages(wellnessCenterMessages);
  const query = useDailyAffirmation(today);
  const affirmation = query.isError ? { content: t('affirmation.default'), author: null } : query.data;
  return (
    <Card role="region" aria-label={t('affirmation.label')}>
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

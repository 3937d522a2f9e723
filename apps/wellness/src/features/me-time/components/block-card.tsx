import type { MeTimeBlock, MeTimeState } from '@familyhub/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ItemActions } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { longDateLabel, isoDateOf, timeOfInstant } from '../../shared/dates';
import { sharedMessages } from '../../shared/messages';
import { meTimeMessages } from '../messages';

export interface BlockCardProps {
  block: MeTimeBlock;
  state: MeTimeState;
  personName: string;
  /** The calendar day shown (a repeat of the block); its own day by default. */
  day?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Only in Happening Now (001 §4). */
  onComplete?: () => void;
}

function repeatsOf(
  block: MeTimeBlock,
  t: typeof meTimeMessages.t,
  words: typeof sharedMessages.t,
): string | null {
  if (!block.isRecurring || !block.recurrencePattern) return null;
  if (block.recurrencePattern === 'weekly' && block.daysOfWeek.length)
    return t('block.repeatsWeekly', {
      days: block.daysOfWeek.map((day) => words('weekdayAbbr', { day })).join(', '),
    });
  return t('block.repeats', { pattern: block.recurrencePattern });
}

export function BlockCard({ block, state, personName, day, onEdit, onDelete, onComplete }: BlockCardProps) {
  const t = useMessages(meTimeMessages);
  const words = useMessages(sharedMessages);
  const repeats = repeatsOf(block, t, words);
  return (
    <Card role="region" aria-label={block.title}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{block.title}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t('block.when', {
              date: longDateLabel(day ?? isoDateOf(new Date(block.startTime))),
              start: timeOfInstant(block.startTime),
              end: timeOfInstant(block.endTime),
              person: personName,
            })}
          </p>
        </div>
        <ItemActions
          itemLabel={block.title}
          onEdit={onEdit}
          onDelete={onDelete}
          confirmTitle={t('confirm.delete.title')}
          confirmDescription={t('confirm.delete.body')}
        />
      </CardHeader>
      <CardContent className="grid gap-2">
        {block.description ? <p className="text-sm">{block.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          {state === 'past' ? (
            <Badge variant={block.completed ? 'success' : 'warning'}>
              {block.completed ? t('block.completed') : t('block.missed')}
            </Badge>
          ) : null}
          {block.doNotDisturb ? <Badge variant="outline">{t('block.doNotDisturb')}</Badge> : null}
          {repeats ? <Badge variant="outline">{repeats}</Badge> : null}
          {block.isShared ? <Badge variant="outline">{t('block.shared')}</Badge> : null}
        </div>
        {onComplete ? (
          <Button className="justify-self-start" onClick={onComplete}>
            {t('block.complete')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { ME_TIME_DELETE_CONFIRMATION, type MeTimeBlock, type MeTimeState } from '@familyhub/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ItemActions } from '@familyhub/ui';
import { longDateLabel, isoDateOf, timeOfInstant } from '../../shared/dates';

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

function repeatsOf(block: MeTimeBlock): string | null {
  if (!block.isRecurring || !block.recurrencePattern) return null;
  if (block.recurrencePattern === 'weekly' && block.daysOfWeek.length)
    return `Repeats weekly on ${block.daysOfWeek.map((d) => d.slice(0, 3)).join(', ')}`;
  return `Repeats ${block.recurrencePattern}`;
}

export function BlockCard({ block, state, personName, day, onEdit, onDelete, onComplete }: BlockCardProps) {
  const repeats = repeatsOf(block);
  return (
    <Card role="region" aria-label={block.title}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{block.title}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {longDateLabel(day ?? isoDateOf(new Date(block.startTime)))} · {timeOfInstant(block.startTime)}–
            {timeOfInstant(block.endTime)} · {personName}
          </p>
        </div>
        <ItemActions
          itemLabel={block.title}
          onEdit={onEdit}
          onDelete={onDelete}
          confirmTitle="Delete me time?"
          confirmDescription={ME_TIME_DELETE_CONFIRMATION}
        />
      </CardHeader>
      <CardContent className="grid gap-2">
        {block.description ? <p className="text-sm">{block.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          {state === 'past' ? (
            <Badge variant={block.completed ? 'success' : 'warning'}>
              {block.completed ? 'Completed' : 'Missed'}
            </Badge>
          ) : null}
          {block.doNotDisturb ? <Badge variant="outline">Do not disturb</Badge> : null}
          {repeats ? <Badge variant="outline">{repeats}</Badge> : null}
          {block.isShared ? <Badge variant="outline">Shared</Badge> : null}
        </div>
        {onComplete ? (
          <Button className="justify-self-start" onClick={onComplete}>
            Mark Completed
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

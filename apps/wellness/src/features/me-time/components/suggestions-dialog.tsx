import { meTimeSuggestions, suggestionSlot } from '@familyhub/contracts';
import { Button, FormDialog } from '@familyhub/ui';
import { timeOfInstant } from '../../shared/dates';

/**
 * Get Suggestions (001 §9): seven activities; each is offered at the scheduler's slot — now rounded up to the
 * next half hour, plus one hour, lasting 30 minutes — and opens Schedule Me Time prefilled.
 */
export function SuggestionsDialog({
  open,
  onOpenChange,
  now,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  now: Date;
  onPick: (preset: { start: Date; end: Date; title: string; description: string }) => void;
}) {
  const slot = suggestionSlot(now);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Get Suggestions"
      description={`Ideas for ${timeOfInstant(slot.start.toISOString())}–${timeOfInstant(slot.end.toISOString())}.`}
    >
      <ul className="grid gap-2">
        {meTimeSuggestions.map((s) => (
          <li
            key={s.title}
            className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
          >
            <div>
              <p className="font-medium">{s.title}</p>
              <p className="text-sm text-muted-foreground">{s.description}</p>
            </div>
            <Button size="sm" variant="outline" onClick={() => onPick({ ...slot, ...s })}>
              Schedule<span className="sr-only"> {s.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}

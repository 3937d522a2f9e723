import { meTimeSuggestions, suggestionSlot } from '@familyhub/contracts';
import { Button, FormDialog } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { timeOfInstant } from '../../shared/dates';
import { meTimeMessages } from '../messages';

/** The contract's seven suggestions, in its order, by their catalogue keys. */
const suggestionKeys = ['walk', 'read', 'meditate', 'bath', 'music', 'yoga', 'journal'] as const;

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
  const t = useMessages(meTimeMessages);
  const slot = suggestionSlot(now);
  const suggestions = meTimeSuggestions.map((_, i) => ({
    title: t(`suggestion.${suggestionKeys[i]}.title`),
    description: t(`suggestion.${suggestionKeys[i]}.body`),
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('suggest')}
      description={t('suggestions.description', {
        start: timeOfInstant(slot.start.toISOString()),
        end: timeOfInstant(slot.end.toISOString()),
      })}
    >
      <ul className="grid gap-2">
        {suggestions.map((s) => (
          <li
            key={s.title}
            className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
          >
            <div>
              <p className="font-medium">{s.title}</p>
              <p className="text-sm text-muted-foreground">{s.description}</p>
            </div>
            <Button size="sm" variant="outline" onClick={() => onPick({ ...slot, ...s })}>
              {t('suggestions.schedule')}
              <span className="sr-only"> {s.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}

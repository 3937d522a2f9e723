import { useState } from 'react';
import { SparklesIcon } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Textarea,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { mealPlanningMessages } from '../messages';

/**
 * 001 §2: an AI suggestions dialog whose submit button is disabled. FamilyHub has no suggestion service, so the
 * dialog says so instead of pretending.
 */
export function AiSuggestionsDialog() {
  const t = useMessages(mealPlanningMessages);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SparklesIcon aria-hidden />
          {t('ai.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('ai.title')}</DialogTitle>
          <DialogDescription>{t('ai.description')}</DialogDescription>
        </DialogHeader>
        <FormField id="ai-preferences" label={t('ai.preferences')}>
          {(field) => <Textarea {...field} disabled placeholder={t('ai.placeholder')} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('ai.close')}
          </Button>
          <Button disabled>{t('ai.submit')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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

/**
 * 001 §2: an AI suggestions dialog whose submit button is disabled. FamilyHub has no suggestion service, so the
 * dialog says so instead of pretending.
 */
export function AiSuggestionsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SparklesIcon aria-hidden />
          AI Suggestions
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>AI Suggestions</DialogTitle>
          <DialogDescription>
            Meal suggestions are not available: FamilyHub has no suggestion service yet, so nothing you type
            here is sent anywhere.
          </DialogDescription>
        </DialogHeader>
        <FormField id="ai-preferences" label="What would you like to eat?">
          {(field) => <Textarea {...field} disabled placeholder="Not available yet" />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button disabled>Get Suggestions</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

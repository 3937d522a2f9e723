import { errorMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';

/** The server's sentence (e.g. "Your card was declined.") in a destructive toast. */
export function toastPlanError(title: string, error: unknown): void {
  const reason = errorMessage(error);
  toast({ title, description: reason, variant: 'destructive' });
}

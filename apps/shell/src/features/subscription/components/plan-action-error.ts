import { isApiError } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';

/** The server's sentence (e.g. "Your card was declined.") in a destructive toast. */
export function toastPlanError(title: string, error: unknown): void {
  const reason = isApiError(error) && error.serverMessage ? error.serverMessage : (error as Error).message;
  toast({ title, description: reason, variant: 'destructive' });
}

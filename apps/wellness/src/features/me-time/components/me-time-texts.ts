import { errorMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';

/** 001 §8: me-time failures are destructive toasts titled Error. */
export function meTimeFailed(what: string, error: unknown): string {
  const message = `${what}: ${errorMessage(error)}`;
  toast({ variant: 'destructive', title: 'Error', description: message });
  return message;
}

import { errorMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';

/** 001 §8: "Failed to {action}: {message}" for every health form. */
export function healthFailed(action: string, error: unknown): string {
  const message = `Failed to ${action}: ${errorMessage(error)}`;
  toast({ variant: 'destructive', title: 'Error', description: message });
  return message;
}

export function healthSaved(title: string, description?: string) {
  toast({ title, description });
}

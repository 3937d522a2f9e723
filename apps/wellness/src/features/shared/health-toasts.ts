import { errorMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import { sharedMessages } from './messages';

/** What a health form failed to do: its sentence in the shared catalogue (`failed.<action>`). */
export type HealthAction =
  | 'logMedication'
  | 'addMedication'
  | 'updateMedication'
  | 'deleteMedication'
  | 'recordMood'
  | 'addWaterIntake'
  | 'saveWaterGoal';

/** 001 §8: "Failed to {action}: {message}" for every health form. */
export function healthFailed(action: HealthAction, error: unknown): string {
  const message = sharedMessages.t(`failed.${action}`, { message: errorMessage(error) });
  toast({ variant: 'destructive', title: sharedMessages.t('toast.error'), description: message });
  return message;
}

export function healthSaved(title: string, description?: string) {
  toast({ title, description });
}

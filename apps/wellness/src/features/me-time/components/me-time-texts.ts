import { errorMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import { sharedMessages } from '../../shared/messages';
import { meTimeMessages } from '../messages';

/** What a me-time action failed to do: its sentence in the catalogue (`failed.<action>`). */
export type MeTimeAction = 'add' | 'update' | 'delete' | 'complete';

/** 001 §8: me-time failures are destructive toasts titled Error. */
export function meTimeFailed(action: MeTimeAction, error: unknown): string {
  const message = meTimeMessages.t(`failed.${action}`, { message: errorMessage(error) });
  toast({ variant: 'destructive', title: sharedMessages.t('toast.error'), description: message });
  return message;
}
